import { act, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ScrambleText } from '@/components/motion/scramble-text';

// Any element can be the trigger; an anchor to another site keeps the Next.js link rule out of the way.
const link = (
  <a href="https://example.com/terms">
    <ScrambleText text="Terms of Service" />
  </a>
);

describe('ScrambleText', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  it('scrambles for a focus that reached the link before hydration, keeping the real text as its label', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(link);
    document.body.append(host);
    const anchor = host.querySelector('a')!;
    anchor.focus();
    expect(anchor).not.toHaveAttribute('aria-label');

    await act(async () => {
      root = hydrateRoot(host, link);
    });
    await waitFor(() => expect(anchor).toHaveAttribute('aria-label', 'Terms of Service'));
  });

  it('waits for a hover or a focus when nothing is on the link', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(link);
    document.body.append(host);
    const anchor = host.querySelector('a')!;

    await act(async () => {
      root = hydrateRoot(host, link);
    });
    expect(anchor).not.toHaveAttribute('aria-label');
    act(() => anchor.focus());
    await waitFor(() => expect(anchor).toHaveAttribute('aria-label', 'Terms of Service'));
  });
});

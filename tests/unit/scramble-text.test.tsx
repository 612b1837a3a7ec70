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

/** The link as the server sends it, in the document; hydrated by `hydrate`. */
function serverRendered(): HTMLAnchorElement {
  const host = document.createElement('div');
  host.innerHTML = renderToString(link);
  document.body.append(host);
  return host.querySelector('a')!;
}

describe('ScrambleText', () => {
  let root: Root | undefined;
  const hydrate = (anchor: HTMLAnchorElement) =>
    act(async () => {
      root = hydrateRoot(anchor.parentElement!, link);
    });

  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  it('scrambles for a focus that reached the link before hydration, keeping the real text as its label', async () => {
    const anchor = serverRendered();
    anchor.focus();
    expect(anchor).not.toHaveAttribute('aria-label');

    await hydrate(anchor);
    await waitFor(() => expect(anchor).toHaveAttribute('aria-label', 'Terms of Service'));
  });

  it('waits for a hover or a focus when nothing is on the link', async () => {
    const anchor = serverRendered();

    await hydrate(anchor);
    expect(anchor).not.toHaveAttribute('aria-label');
    act(() => anchor.focus());
    await waitFor(() => expect(anchor).toHaveAttribute('aria-label', 'Terms of Service'));
  });
});

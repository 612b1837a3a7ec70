import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HomeHero } from '@/components/sections/home/hero';
import { HeroMobileTiles } from '@/components/sections/home/hero-mobile-tiles';
import { heroTileContent } from '@/components/sections/home/hero-tile-image';
import { pickRandom } from '@/components/sections/home/pick-random';
import { HERO_MOBILE_COUNT, heroTiles } from '@/content/hero';
import { site } from '@/content/site';

/** A fixed sequence standing in for Math.random. */
function sequence(values: number[]): () => number {
  let index = 0;
  return () => values[index++ % values.length]!;
}

describe('pickRandom', () => {
  const letters = ['a', 'b', 'c', 'd', 'e'];
  // [random sequence, count, expected pick]
  const cases: [number[], number, string[]][] = [
    [[0], 3, ['a', 'b', 'c']],
    [[0.99], 3, ['e', 'a', 'b']],
    [[0.5, 0, 0.99], 3, ['c', 'b', 'e']],
    [[0.2, 0.2, 0.2, 0.2, 0.2], 5, ['b', 'a', 'c', 'd', 'e']],
    [[0], 0, []],
    [[0], -2, []],
    [[0], 9, ['a', 'b', 'c', 'd', 'e']],
    // A faulty source returning 1 must not reach past the list.
    [[1], 2, ['e', 'a']],
  ];
  it.each(cases)('with %p picks %p items: %p', (values, count, expected) => {
    expect(pickRandom(letters, count, sequence(values))).toEqual(expected);
  });

  it('always returns distinct items of the list, never changing the list', () => {
    const items = Array.from({ length: 15 }, (_, index) => index);
    for (let run = 0; run < 200; run += 1) {
      const picked = pickRandom(items, HERO_MOBILE_COUNT);
      expect(picked).toHaveLength(HERO_MOBILE_COUNT);
      expect(new Set(picked).size).toBe(HERO_MOBILE_COUNT);
      for (const item of picked) expect(items).toContain(item);
    }
    expect(items).toEqual(Array.from({ length: 15 }, (_, index) => index));
  });
});

/** The tiles as the hero passes them to the phone island. */
const mobileTiles = heroTiles.map((tile) => heroTileContent(tile, '45vw'));

const tileNames = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((link) => link.getAttribute('aria-label'));

describe('HeroMobileTiles', () => {
  afterEach(() => jest.restoreAllMocks());

  it('renders the first six tiles in their stable order on the server', () => {
    const html = renderToString(<HeroMobileTiles tiles={mobileTiles} count={HERO_MOBILE_COUNT} />);
    const host = document.createElement('div');
    host.innerHTML = html;
    expect(tileNames(host)).toEqual(heroTiles.slice(0, 6).map((tile) => `${tile.alt} (opens in a new tab)`));
  });

  it('hydrates without a mismatch and then shows six random tiles', async () => {
    const html = renderToString(<HeroMobileTiles tiles={mobileTiles} count={HERO_MOBILE_COUNT} />);
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);
    jest.spyOn(Math, 'random').mockImplementation(sequence([0.99, 0.99, 0.99, 0.99, 0.99, 0.99]));
    const recoverable = jest.fn();
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});

    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(host, <HeroMobileTiles tiles={mobileTiles} count={HERO_MOBILE_COUNT} />, {
        onRecoverableError: recoverable,
      });
    });

    // 0.99 always takes the last remaining tile: 15, then 1 to 5 as the shuffle swaps them back.
    const expected = [14, 0, 1, 2, 3, 4].map((index) => `${heroTiles[index]!.alt} (opens in a new tab)`);
    expect(tileNames(host)).toEqual(expected);
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    act(() => root?.unmount());
    host.remove();
  });

  it('links every tile to the client site in a new tab', () => {
    render(<HeroMobileTiles tiles={mobileTiles} count={HERO_MOBILE_COUNT} />);
    const links = within(screen.getByTestId('hero-mobile-tiles')).getAllByRole('link');
    expect(links).toHaveLength(HERO_MOBILE_COUNT);
    for (const link of links) {
      const tile = heroTiles.find((entry) => entry.link === link.getAttribute('href'));
      expect(tile).toBeDefined();
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(within(link).getByRole('img')).toHaveAttribute('alt', tile!.src.alt);
    }
  });
});

describe('HomeHero', () => {
  it('has the one h1, the line and the two calls to action', () => {
    render(<HomeHero />);
    expect(screen.getByRole('heading', { level: 1, name: 'Gateway to Innovation' })).toBeInTheDocument();
    expect(
      screen.getByText('Unveiling Advanced Solutions in Data, Investments, Finance, and Marketing'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Contact Us/ })).toHaveAttribute('href', '/engage');
    expect(screen.getByRole('link', { name: `Learn More about ${site.name}` })).toHaveAttribute('href', '/discover');
  });

  it('lays the 15 tiles out on the tilted grid at their positions; the first two load at once, the rest lazily', () => {
    render(<HomeHero />);
    const grid = screen.getByTestId('hero-grid');
    const items = within(grid).getAllByRole('listitem');
    expect(items).toHaveLength(15);
    for (const [index, item] of items.entries()) {
      const tile = heroTiles[index]!;
      expect(item.style.left).toBe(`${tile.left}%`);
      expect(item.style.top).toBe(`${tile.top}%`);
      const link = within(item).getByRole('link');
      expect(link).toHaveAttribute('href', tile.link);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAccessibleName(`${tile.alt} (opens in a new tab)`);
      // Lazy tiles are not fetched while the grid is hidden (phones); none competes with the stylesheet.
      expect(within(link).getByRole('img')).toHaveAttribute('loading', index < 2 ? 'eager' : 'lazy');
      expect(within(link).getByRole('img')).not.toHaveAttribute('fetchpriority');
    }
  });
});

/**
 * A stand-in for `window.matchMedia` (jsdom has none): every query answers with `matches(query)`, and the
 * listener methods do nothing because no test changes a query's answer while a listener waits on it.
 */
export function fakeMatchMedia(matches: (query: string) => boolean): typeof window.matchMedia {
  return (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

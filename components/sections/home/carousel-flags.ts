/** Where a horizontal scroll track stands: at its start, at its end, both (nothing to scroll) or neither. */
export type CarouselFlags = { atStart: boolean; atEnd: boolean };

/** Sub-pixel scroll positions (zoom, high-DPI screens) never quite reach 0 or the maximum. */
const TOLERANCE_PX = 1;

/** The start and end flags of the banner carousel (spec 2 §4), from the track's scroll geometry. */
export function carouselFlags(scrollLeft: number, scrollWidth: number, clientWidth: number): CarouselFlags {
  const maxScroll = Math.max(0, scrollWidth - clientWidth);
  return {
    atStart: scrollLeft <= TOLERANCE_PX,
    atEnd: scrollLeft >= maxScroll - TOLERANCE_PX,
  };
}

/** Sub-pixel scroll positions (zoom, fractional widths) count as the edge within this tolerance. */
export const SLIDER_EDGE_TOLERANCE = 2;

export type SliderEdges = { atStart: boolean; atEnd: boolean };

/** Whether a horizontal track is at its start and/or end, which disables the matching button. */
export function sliderEdges(scrollLeft: number, clientWidth: number, scrollWidth: number): SliderEdges {
  const max = Math.max(0, scrollWidth - clientWidth);
  return {
    atStart: scrollLeft <= SLIDER_EDGE_TOLERANCE,
    atEnd: scrollLeft >= max - SLIDER_EDGE_TOLERANCE,
  };
}

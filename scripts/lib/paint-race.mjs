// Why a page's Lighthouse LCP is what it is, read off one run's report (used by scripts/bench.mjs).
//
// With simulated throttling, Lighthouse loads the page unthrottled, observes when the largest paint
// happened, and then replays on a slow network and CPU every request that had finished by that moment
// (a script only if it had also started running by then). A page that paints before its scripts arrive,
// as a page without a stylesheet can, pays for none of them; a page whose scripts arrive before its
// paint pays for all of them, however little the paint needs them.

const sum = (values) => values.reduce((total, value) => total + value, 0);

/**
 * The observed race between a page's paint and its requests in one Lighthouse report (LHR): when the
 * paint was observed, when the stylesheets were in, and how many of the scripts requested before the
 * paint had arrived by then. Null when the report lacks the audits it is read from.
 */
export function paintRace(lhr) {
  const metrics = lhr?.audits?.metrics?.details?.items?.[0];
  const network = lhr?.audits?.['network-requests']?.details;
  const paintMs = metrics?.observedLargestContentfulPaint;
  if (typeof paintMs !== 'number' || !Array.isArray(network?.items)) return null;
  // The requests' times count from the first request, the metrics' from the navigation's start.
  const startTs = network.debugData?.networkStartTimeTs;
  const originTs = metrics.observedTimeOriginTs;
  const offsetMs = typeof startTs === 'number' && typeof originTs === 'number' ? (startTs - originTs) / 1000 : 0;
  const at = (time) => (typeof time === 'number' ? time + offsetMs : Infinity);

  const scripts = network.items.filter((item) => item.resourceType === 'Script' && at(item.networkRequestTime) <= paintMs);
  const arrived = scripts.filter((item) => at(item.networkEndTime) <= paintMs);
  const stylesheets = network.items.filter((item) => item.resourceType === 'Stylesheet');
  return {
    paintMs,
    stylesheetMs: stylesheets.length > 0 ? Math.max(...stylesheets.map((item) => at(item.networkEndTime))) : null,
    scriptsRequested: scripts.length,
    scriptsArrived: arrived.length,
    scriptKbArrived: sum(arrived.map((item) => item.transferSize ?? 0)) / 1000,
    fcpEstimateMs: typeof metrics.firstContentfulPaint === 'number' ? metrics.firstContentfulPaint : null,
  };
}

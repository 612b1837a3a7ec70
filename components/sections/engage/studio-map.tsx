import { engageCopy } from '@/content/engage';
import { site } from '@/content/site';
import { SectionTitle } from '@/components/ui/section-header';

/**
 * The embedded map of the studio. The frame loads only when scrolled near (loading="lazy"), and its
 * box has a fixed aspect ratio so nothing moves when it arrives. The sandbox keeps the third-party
 * page from navigating this one; it still needs scripts for the map tiles.
 */
export function StudioMap() {
  const { address } = site;
  return (
    <section aria-labelledby="engage-map-heading" className="container-page py-16 sm:py-24">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:items-center">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.22em] text-brand-700">{site.taglines.engage}</p>
          <SectionTitle id="engage-map-heading" className="mt-3">{engageCopy.map.heading}</SectionTitle>
          <p className="mt-5 text-lg leading-8 text-ink-600">
            {site.name}
            <br />
            {address.street}
            <br />
            {address.locality}, {address.region} {address.postalCode}
          </p>
        </div>
        <div className="relative aspect-[4/3] overflow-hidden rounded-3xl border border-ink-100 bg-ink-100 shadow-xl shadow-ink-900/5 sm:aspect-[16/9]">
          <iframe
            src={site.mapEmbedUrl}
            title={engageCopy.map.iframeTitle}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            // The Nu checker warns about allow-scripts with allow-same-origin: a same-origin frame could
            // lift its own sandbox. This one is another origin's map, which needs both for its tiles.
            sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
            className="absolute inset-0 h-full w-full border-0"
          />
        </div>
      </div>
    </section>
  );
}

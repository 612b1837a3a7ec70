import type { ServiceIcon as ServiceIconKey } from '@/content/schemas';

/**
 * The line icon of a service card, in the current colour. The stylesheet draws it (`.service-icon-{key}` in
 * app/globals.css, an SVG mask filled with `currentColor`), so home's six cards carry an empty element
 * rather than the icon's paths in their markup and again in the RSC payload. A block of 28 px, as the
 * SVG it replaces was.
 */
export function ServiceIcon({ icon }: { icon: ServiceIconKey }) {
  return <span aria-hidden="true" className={`service-icon service-icon-${icon}`} />;
}

import type { ServiceIcon as ServiceIconKey } from '@/content/schemas';

/**
 * Line icons of the six services: stroke paths on a 24-unit grid, drawn in the current colour. Each icon is
 * drawn as one path of several subpaths (the same strokes, unfilled), so the page and its RSC payload carry
 * one element per icon rather than one per stroke keyed by its own path data.
 */
const paths: Record<ServiceIconKey, string[]> = {
  web: ['M3 5.5A1.5 1.5 0 0 1 4.5 4h15A1.5 1.5 0 0 1 21 5.5v13a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5z', 'M3 8.5h18', 'M6 6.25h.01M8.5 6.25h.01', 'M9 13l-2 2 2 2M15 13l2 2-2 2'],
  app: ['M7.5 2.5h9A1.5 1.5 0 0 1 18 4v16a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 6 20V4a1.5 1.5 0 0 1 1.5-1.5z', 'M10.5 18.5h3', 'M9 7h6M9 10h6M9 13h3.5'],
  seo: ['M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13z', 'M15.25 15.25 20.5 20.5', 'M7.5 12.5l2-2.5 1.75 1.5 2.25-3'],
  branding: ['M12 3l7 4v5.5c0 4-3 7.25-7 8.5-4-1.25-7-4.5-7-8.5V7z', 'M9 12.5l2 2 4-4.5'],
  marketing: ['M3.5 10v4a1 1 0 0 0 1 1H7l6.5 4V5L7 9H4.5a1 1 0 0 0-1 1z', 'M17 9a4 4 0 0 1 0 6', 'M19.5 6.5a7.5 7.5 0 0 1 0 11', 'M7 15l1.25 5'],
  resources: ['M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z', 'M2.5 20a6.5 6.5 0 0 1 13 0', 'M16 4.25a3.5 3.5 0 0 1 0 6.5', 'M18 13.75A6.5 6.5 0 0 1 21.5 20'],
};

export function ServiceIcon({ icon, className }: { icon: ServiceIconKey; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d={paths[icon].join(' ')} />
    </svg>
  );
}

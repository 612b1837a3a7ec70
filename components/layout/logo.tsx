'use client';

import Link from '@/components/ui/link';
import { useRenderedPathname } from './rendered-pathname';
import { sectionNames } from '@/content/sections';
import { sectionOf, type Section } from '@/lib/seo/sections';

/** Each section has its own logo label; its colours and the brand name come from the site config. */
// Home shows the brand alone.
const labels: Record<Section | 'default', string> = { ...sectionNames, default: '', home: '' };

export type LogoColors = Record<Section | 'default', { from: string; to: string }>;

// The brand name and colours arrive as props: importing the site configuration here would ship zod to every page.
export function Logo({ name, colors }: { name: string; colors: LogoColors }) {
  const section = sectionOf(useRenderedPathname());
  const variant = { ...colors[section ?? 'default'], label: labels[section ?? 'default'] };
  const gradientId = `logo-gradient-${section ?? 'default'}`;
  return (
    <Link href="/" className="group flex items-center gap-2.5 rounded-md" data-section={section ?? 'default'}>
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" className="shrink-0">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor={variant.from} />
            <stop offset="1" stopColor={variant.to} />
          </linearGradient>
        </defs>
        <rect width="36" height="36" rx="10" fill={`url(#${gradientId})`} />
        <text x="18" y="25" textAnchor="middle" fontSize="19" fontWeight="700" fill="#fff">
          {name.charAt(0)}
        </text>
      </svg>
      <span className="flex flex-col leading-none">
        <span className="text-lg font-semibold tracking-tight text-ink-900">{name}</span>
        {variant.label ? (
          <span className="mt-0.5 text-[0.68rem] font-medium uppercase tracking-[0.2em] text-ink-500">{variant.label}</span>
        ) : null}
      </span>
    </Link>
  );
}

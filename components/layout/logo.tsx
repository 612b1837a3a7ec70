'use client';

import Link from 'next/link';
import { useRenderedPathname } from './rendered-pathname';
import { sectionOf, type Section } from '@/lib/seo/sections';

/** Each section has its own logo colours and label; the mark and the brand name come from the site config. */
const variants: Record<Section | 'default', { from: string; to: string; label: string }> = {
  default: { from: '#6d55f5', to: '#22d3ee', label: '' },
  home: { from: '#6d55f5', to: '#22d3ee', label: '' },
  discover: { from: '#f59e0b', to: '#6d55f5', label: 'Discover' },
  artistry: { from: '#ec4899', to: '#8a76fc', label: 'Artistry' },
  strategy: { from: '#0891b2', to: '#22c55e', label: 'Strategy' },
  showcase: { from: '#5a3ce8', to: '#f59e0b', label: 'Showcase' },
  engage: { from: '#22d3ee', to: '#5a3ce8', label: 'Engage' },
  legal: { from: '#475569', to: '#6d55f5', label: 'Legal' },
  insight: { from: '#0e7490', to: '#ec4899', label: 'Insight' },
};

// The brand name arrives as a prop: importing the site configuration here would ship zod to every page.
export function Logo({ name }: { name: string }) {
  const section = sectionOf(useRenderedPathname());
  const variant = variants[section ?? 'default'];
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
        <path d="M11 8v20h14" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" fill="none" />
        <circle cx="25" cy="11" r="3.2" fill="#fff" />
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

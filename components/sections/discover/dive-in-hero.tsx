'use client';

import { Picture } from '@/components/ui/picture';
import Link from '@/components/ui/link';
import { useState } from 'react';
import type { DiscoverCopy } from '@/content/discover';
import { Glyph } from '@/components/ui/glyph';

type Teaser = DiscoverCopy['teaser'];

/**
 * The top of /discover: the page heading and the "Dive In" teaser. Hovering or focusing one of the two
 * links cross-fades the background to that link's picture; leaving brings the default one back.
 */
export function DiveInHero({ eyebrow, title, intro, teaser }: { eyebrow: string; title: string; intro: string; teaser: Teaser }) {
  const [active, setActive] = useState<string | null>(null);
  const backgrounds = [
    { key: 'default', image: teaser.defaultImage },
    ...teaser.links.map((link) => ({ key: link.href, image: link.image })),
  ];
  const shown = backgrounds.some((background) => background.key === active) ? active : 'default';

  return (
    <section
      aria-labelledby="dive-in-heading"
      data-background={shown}
      className="relative isolate overflow-hidden bg-ink-950 text-white"
    >
      <div className="absolute inset-0 -z-10">
        {backgrounds.map((background) => (
          <div
            key={background.key}
            aria-hidden={background.key !== shown}
            className={`absolute inset-0 transition-opacity duration-700 ${background.key === shown ? 'opacity-100' : 'opacity-0'}`}
          >
            <Picture
              image={background.image}
              sizes="100vw"
              loading="eager"
              className="h-full w-full object-cover"
            />
          </div>
        ))}
        <div className="absolute inset-0 bg-gradient-to-r from-ink-950/95 via-ink-950/80 to-ink-950/40" />
      </div>

      <div className="container-page grid gap-12 py-20 sm:py-28 lg:grid-cols-[1.2fr_1fr] lg:items-end lg:py-32">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.22em] text-accent-300">{eyebrow}</p>
          <h1 className="mt-3 text-5xl font-semibold tracking-tight sm:text-6xl lg:text-7xl">{title}</h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-ink-200">{intro}</p>
        </div>
        <div className="rounded-3xl bg-ink-950/75 p-6 ring-1 ring-white/15 backdrop-blur-md sm:p-8">
          <h2 id="dive-in-heading" className="text-3xl font-semibold tracking-tight">
            {teaser.heading}
          </h2>
          <p className="mt-3 text-ink-200">{teaser.body}</p>
          <ul className="mt-6 space-y-3">
            {teaser.links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  onMouseEnter={() => setActive(link.href)}
                  onMouseLeave={() => setActive(null)}
                  onFocus={() => setActive(link.href)}
                  onBlur={() => setActive(null)}
                  className="group flex items-center justify-between gap-4 rounded-2xl bg-white px-5 py-4 text-lg font-semibold text-ink-900 transition-colors hover:bg-brand-50 focus-visible:outline-accent-300"
                >
                  {link.label}
                  <Glyph name="next" className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 text-white transition-transform group-hover:translate-x-1" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

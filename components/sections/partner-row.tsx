'use client';

import { useEffect, useRef } from 'react';
import type { ImageSource } from '@/components/ui/image-attributes';
import { labels } from '@/content/labels';
import { whenNear } from '@/components/ui/when-near';

/** A partner as the row receives it: its name, its site and its logo's attributes, computed on the server. */
export type PartnerLogo = { name: string; link: string; logo: ImageSource };

/**
 * The partner marquee's row, scrolling sideways without end: `animate-marquee` moves the track by half its
 * width, so the track holds the row twice. A client island so that the 21 logos travel in the page's RSC
 * payload as data rather than as markup, and so that the copy that closes the loop is made here, hidden
 * from assistive technology and from Tab (its images without text alternatives, which nobody would be
 * read), rather than sent. Before hydration, without JavaScript and until it nears the viewport, the row
 * stands still, as it does for reduced motion, and its logos load lazily like any other image, so they
 * stay off the first paint.
 */
export function PartnerRow({ partners }: { partners: PartnerLogo[] }) {
  const track = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = track.current;
    const row = element?.firstElementChild;
    if (!element || !row) return;
    let copy: HTMLElement | undefined;
    const start = () => {
      copy = row.cloneNode(true) as HTMLElement;
      copy.setAttribute('aria-hidden', 'true');
      copy.inert = true;
      for (const link of copy.querySelectorAll('a')) link.tabIndex = -1;
      for (const image of copy.querySelectorAll('img')) image.alt = '';
      for (const text of copy.querySelectorAll('.sr-only')) text.remove();
      element.append(copy);
      // Logos far to the right enter the viewport by animation, not by scrolling, which lazy loading does
      // not foresee: once the row moves, every logo loads.
      for (const image of element.querySelectorAll('img')) image.setAttribute('loading', 'eager');
      element.classList.add('animate-marquee');
    };
    // The loop is built as the row nears the viewport, not while the page hydrates: the row sits below the
    // fold, and copying it and loading every logo would otherwise compete with the page's first tasks.
    const stopWatching = whenNear(element, '50% 0px', start);
    return () => {
      stopWatching();
      copy?.remove();
      element.classList.remove('animate-marquee');
    };
  }, []);

  return (
    <div ref={track} className="flex w-max py-2">
      <ul className="flex shrink-0 items-center gap-5 pr-5 sm:gap-6 sm:pr-6">
        {partners.map(({ name, link, logo }) => (
          <li key={name} className="shrink-0">
            <a href={link} target="_blank" rel="noopener noreferrer" className="partner-link">
              {/* eslint-disable-next-line @next/next/no-img-element -- next/image's own props, without its client code. */}
              <img
                {...logo}
                alt={logo.alt}
                loading="lazy"
                decoding="async"
                draggable={false}
                className="partner-logo"
              />
              <span className="sr-only">{labels.opensInNewTab}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

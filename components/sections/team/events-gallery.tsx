'use client';

import { labels } from '@/content/labels';
import { Picture } from '@/components/ui/picture';
import { useEffect, useId, useRef, useState } from 'react';
import type { EventImage } from '@/content/schemas';
import { motionQueries } from '@/components/motion/gsap';
import { driftApart, useMediaMotion } from '@/components/motion/media-motion';
import { trapTab } from '@/components/ui/trap-tab';
import { CloseIcon } from '@/components/ui/close-button';
import { useShuffledAfterHydration } from './use-after-hydration';
import { Glyph } from '@/components/ui/glyph';

/** How far (px) each column travels up or down while the gallery crosses the viewport. */
const COLUMN_SHIFT = 56;

function toColumns<T>(items: readonly T[], columns: number, perColumn: number): T[][] {
  return Array.from({ length: columns }, (_, column) => items.slice(column * perColumn, (column + 1) * perColumn));
}

/**
 * The team page's events gallery (spec 2 "Team page"): 5 columns of 5 images, shuffled after hydration,
 * alternate columns drifting up and down with the scroll. Each image is a button opening a full-screen
 * overlay, closed by its close button, a click outside the picture, or Esc; focus returns to the image.
 */
export function EventsGallery({ events, columns, perColumn }: { events: EventImage[]; columns: number; perColumn: number }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const captionId = useId();
  const ordered = useShuffledAfterHydration(events);
  const selectedIndex = ordered.findIndex((event) => event.id === selectedId);
  const selected = selectedIndex >= 0 ? ordered[selectedIndex] : undefined;

  // Columns exist as boxes from md up; below that the images flow in a plain grid.
  const [scope, motion] = useMediaMotion(motionQueries.md, (root, kit) => {
    const columns = kit.gsap.utils.toArray<HTMLElement>('[data-events-column]', root);
    driftApart(kit, columns, { property: 'y', amplitude: COLUMN_SHIFT, trigger: root });
  });

  // Open after React has rendered the chosen picture into the dialog.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (selectedId === null || !dialog || dialog.open) return;
    dialog.showModal();
    closeRef.current?.focus();
  }, [selectedId]);

  function close() {
    dialogRef.current?.close();
  }

  function step(offset: number) {
    if (selectedIndex < 0) return;
    const next = ordered[(selectedIndex + offset + ordered.length) % ordered.length];
    if (next) setSelectedId(next.id);
  }

  return (
    <>
      <div ref={scope} data-shuffled={ordered === events ? 'false' : 'true'} className="overflow-hidden md:py-16">
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:flex md:gap-4">
          {toColumns(ordered, columns, perColumn).map((column, index) => (
            <div
              key={index}
              data-events-column=""
              className={`contents md:flex md:flex-1 md:flex-col md:gap-4 ${index % 2 === 1 ? 'md:mt-10' : ''}`}
            >
              {column.map((event, row) => (
                // Keyed by position so the shuffle swaps pictures in place instead of moving boxes.
                <button
                  key={row}
                  type="button"
                  aria-haspopup="dialog"
                  onClick={(clickEvent) => {
                    triggerRef.current = clickEvent.currentTarget;
                    setSelectedId(event.id);
                  }}
                  className="group event-tile"
                >
                  <Picture
                    image={event.image}
                    sizes="(min-width: 1280px) 15rem, (min-width: 768px) 19vw, (min-width: 640px) 31vw, 48vw"
                    className="event-tile-img"
                  />
                </button>
              ))}
            </div>
          ))}
        </div>
      </div>
      {motion}

      <dialog
        ref={dialogRef}
        aria-modal="true"
        // Named by the caption of the open photo; closed, the dialog has no caption to point at.
        aria-labelledby={selected ? captionId : undefined}
        onKeyDown={(keyEvent) => {
          trapTab(keyEvent);
          if (keyEvent.key === 'ArrowRight') step(1);
          if (keyEvent.key === 'ArrowLeft') step(-1);
        }}
        onClose={() => {
          setSelectedId(null);
          triggerRef.current?.focus();
        }}
        onClick={(clickEvent) => {
          // Anything outside the picture, its caption and the controls counts as the backdrop.
          if (clickEvent.target instanceof Element && !clickEvent.target.closest('[data-overlay-keep]')) close();
        }}
        className="m-0 h-dvh max-h-none w-screen max-w-none bg-ink-950/95 p-0 text-white backdrop:bg-ink-950/70"
      >
        <button
          type="button"
          data-overlay-keep=""
          aria-label={labels.gallery.closeLabel}
          ref={closeRef}
          onClick={close}
          className="absolute right-4 top-4 inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 font-semibold text-ink-900 shadow-lg hover:bg-ink-100 sm:right-8 sm:top-8"
        >
          {labels.gallery.close}
          <CloseIcon size={16} />
        </button>
        <div className="flex h-full flex-col items-center justify-center gap-4 px-4 py-16 sm:px-16">
          {selected ? (
            <figure data-overlay-keep="" className="flex w-full max-w-5xl flex-col items-center gap-4">
              <Picture
                key={selected.id}
                image={selected.image}
                sizes="(min-width: 1100px) 64rem, 92vw"
                className="h-auto max-h-[72dvh] w-full rounded-2xl object-contain"
              />
              <figcaption id={captionId} className="max-w-2xl text-center text-base text-ink-200">
                {selected.image.alt}
              </figcaption>
            </figure>
          ) : null}
          <div data-overlay-keep="" className="flex items-center gap-3">
            <button
              type="button"
              onClick={() => step(-1)}
              className="rounded-full bg-white/10 px-5 py-2.5 font-medium text-white hover:bg-white/20"
            >
              <Glyph name="back" /> {labels.gallery.previous}
              <span className="sr-only">{labels.gallery.item}</span>
            </button>
            <span className="min-w-16 text-center text-sm tabular-nums text-ink-300">
              {selectedIndex >= 0 ? `${selectedIndex + 1} / ${ordered.length}` : ''}
            </span>
            <button
              type="button"
              onClick={() => step(1)}
              className="rounded-full bg-white/10 px-5 py-2.5 font-medium text-white hover:bg-white/20"
            >
              {labels.gallery.next}
              <span className="sr-only">{labels.gallery.item}</span> <Glyph name="next" />
            </button>
          </div>
        </div>
      </dialog>
    </>
  );
}

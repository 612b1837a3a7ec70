'use client';

import { labels } from '@/content/labels';
import Link from '@/components/ui/link';
import { useEffect, useId, useRef, useState, type PointerEvent, type ReactNode, type RefObject } from 'react';
import type { CarouselCard } from '@/content/schemas';
import { carouselFlags, type CarouselFlags } from './carousel-flags';
import { Glyph } from '@/components/ui/glyph';

/** Below this movement a press on a card is a click, above it a drag. */
const DRAG_THRESHOLD_PX = 5;

type DragState = { pointerId: number; startX: number; startScroll: number; dragging: boolean };

function ArrowIcon({ direction }: { direction: 'back' | 'forward' }) {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'back' ? 'M12.5 4.5 7 10l5.5 5.5' : 'M7.5 4.5 13 10l-5.5 5.5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const controlClass =
  'flex h-12 w-12 items-center justify-center rounded-full bg-white text-ink-900 shadow-lg shadow-ink-950/30 transition-[background-color,color,opacity] ' +
  'hover:bg-brand-500 hover:text-white disabled:cursor-not-allowed disabled:bg-white/10 disabled:text-ink-300 disabled:shadow-none';

/** The back or forward button of the carousel whose track is `track` (its id). */
function StepButton({
  ref,
  direction,
  track,
  disabled,
  onClick,
}: {
  ref: RefObject<HTMLButtonElement | null>;
  direction: 'back' | 'forward';
  track: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      ref={ref}
      type="button"
      aria-controls={track}
      aria-label={direction === 'back' ? labels.bannerCarousel.previous : labels.bannerCarousel.next}
      disabled={disabled}
      onClick={onClick}
      className={controlClass}
    >
      <ArrowIcon direction={direction} />
    </button>
  );
}

/**
 * The banner's card carousel (spec 2 §4): the back and forward buttons scroll by `step` pixels and are
 * disabled at the start and at the end; a mouse drags the track (a drag never counts as a click on a card)
 * and touch scrolls it natively with snapping.
 */
export function BannerCarousel({ cards, step, header }: { cards: CarouselCard[]; step: number; header: ReactNode }) {
  const trackId = useId();
  const trackRef = useRef<HTMLDivElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const forwardRef = useRef<HTMLButtonElement>(null);
  const dragRef = useRef<DragState | null>(null);
  const suppressClickRef = useRef(false);
  const focusHandoffRef = useRef<'back' | 'forward' | null>(null);
  const [flags, setFlags] = useState<CarouselFlags>({ atStart: true, atEnd: false });
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const update = () => {
      const next = carouselFlags(track.scrollLeft, track.scrollWidth, track.clientWidth);
      // A focused button that becomes disabled would drop keyboard focus: hand it to the other one
      // once the new flags are rendered (the other button may only be enabled by this same update).
      const active = document.activeElement;
      if (next.atEnd && !next.atStart && active === forwardRef.current) focusHandoffRef.current = 'back';
      if (next.atStart && !next.atEnd && active === backRef.current) focusHandoffRef.current = 'forward';
      setFlags((previous) =>
        previous.atStart === next.atStart && previous.atEnd === next.atEnd ? previous : next,
      );
    };
    track.addEventListener('scroll', update, { passive: true });
    // A ResizeObserver reports once when it starts observing, which also sets the first real flags.
    const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    resize?.observe(track);
    return () => {
      track.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, []);

  useEffect(() => {
    const handoff = focusHandoffRef.current;
    focusHandoffRef.current = null;
    const target = handoff === 'back' ? backRef.current : handoff === 'forward' ? forwardRef.current : null;
    if (target && !target.disabled) target.focus();
  }, [flags]);

  function scrollByStep(direction: 1 | -1) {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    trackRef.current?.scrollBy({ left: direction * step, behavior: reduce ? 'auto' : 'smooth' });
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    // Touch and pen scroll natively; only the mouse needs a drag.
    if (event.pointerType !== 'mouse' || event.button !== 0) return;
    dragRef.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startScroll: event.currentTarget.scrollLeft,
      dragging: false,
    };
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const drag = dragRef.current;
    if (!drag || drag.pointerId !== event.pointerId) return;
    const distance = event.clientX - drag.startX;
    if (!drag.dragging) {
      if (Math.abs(distance) < DRAG_THRESHOLD_PX) return;
      drag.dragging = true;
      event.currentTarget.setPointerCapture(event.pointerId);
      setDragging(true);
    }
    event.currentTarget.scrollLeft = drag.startScroll - distance;
  }

  function endDrag(event: PointerEvent<HTMLDivElement>) {
    const drag = dragRef.current;
    if (!drag || drag.pointerId !== event.pointerId) return;
    dragRef.current = null;
    if (!drag.dragging) return;
    setDragging(false);
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
    // The click that follows this pointerup belongs to the drag; if none follows, forget it next task.
    suppressClickRef.current = true;
    window.setTimeout(() => {
      suppressClickRef.current = false;
    }, 0);
  }

  return (
    <div>
      <div className="container-page flex flex-col gap-8 sm:flex-row sm:items-end sm:justify-between">
        {header}
        <div className="flex shrink-0 gap-3">
          <StepButton ref={backRef} direction="back" track={trackId} disabled={flags.atStart} onClick={() => scrollByStep(-1)} />
          <StepButton ref={forwardRef} direction="forward" track={trackId} disabled={flags.atEnd} onClick={() => scrollByStep(1)} />
        </div>
      </div>

      <div
        ref={trackRef}
        id={trackId}
        data-testid="carousel-track"
        data-dragging={dragging ? 'true' : 'false'}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onClickCapture={(event) => {
          if (!suppressClickRef.current) return;
          suppressClickRef.current = false;
          event.preventDefault();
          event.stopPropagation();
        }}
        // Links and text would otherwise start the browser's own drag and drop.
        onDragStart={(event) => event.preventDefault()}
        className="mt-12 cursor-grab select-none overflow-x-auto overscroll-x-contain [scrollbar-width:none] data-[dragging=true]:cursor-grabbing pointer-coarse:snap-x pointer-coarse:snap-mandatory scroll-px-5 sm:scroll-px-8 xl:scroll-px-[max(2rem,calc((100%-80rem)/2+2rem))] [&::-webkit-scrollbar]:hidden"
      >
        <ul
          aria-label={labels.bannerCarousel.label}
          className="flex w-max gap-7 px-5 pb-4 sm:px-8 xl:px-[max(2rem,calc((100%-80rem)/2+2rem))]"
        >
          {cards.map((card, index) => (
            <li key={card.title} className="banner-card-slot">
              <article className="banner-card">
                <p aria-hidden="true" className="banner-card-index">
                  {String(index + 1).padStart(2, '0')}
                </p>
                <h3 className="banner-card-title">{card.title}</h3>
                <p className="banner-card-text">{card.paragraph}</p>
                <Link
                  href={card.href}
                  draggable={false}
                  className="banner-card-link"
                >
                  {card.btn}
                  <span className="sr-only">: {card.title}</span>
                  <Glyph name="next" />
                </Link>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

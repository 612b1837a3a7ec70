'use client';

import { labels, promoText } from '@/content/labels';
import { usePathname } from 'next/navigation';
import { trapTab } from '@/components/ui/trap-tab';
import { CloseButton } from '@/components/ui/close-button';
import { useEffect, useRef, useState } from 'react';

export const POPUP_DELAY_MS = 3000;
/** How long after the visitor's last keystroke the pop-up still waits. */
export const POPUP_TYPING_QUIET_MS = 5000;

const fieldSelector = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';

function isDismissed(storageKey: string): boolean {
  try {
    return window.localStorage.getItem(storageKey) === 'true';
  } catch {
    return false;
  }
}

/**
 * The promotional pop-up (spec 2 §2) waits for an idle visitor (docs/spec/README.md): 3 s after a route
 * change, but never while a form field has focus, within a few seconds of a keystroke or once a form has
 * been started; on the page a visitor lands on, only after their first scroll, tap, click or key, so it
 * never covers a phone's first screen nor becomes the page's largest paint. Shown until closed once.
 * A modal <dialog> moves focus inside, keeps Tab inside, closes on Esc and returns focus on close.
 */
type PromoPopupProps = {
  /** localStorage key of the dismissal flag (`popupDismissedKey` of the site configuration). */
  storageKey: string;
  brandName: string;
  schedulingUrl: string;
};

// The site configuration arrives as props: importing it here would ship its zod schema to every page.
export function PromoPopup({ storageKey, brandName, schedulingUrl }: PromoPopupProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pathname = usePathname();

  // The landing page waits for a first interaction; a route change is one.
  const [landingPath] = useState(pathname);
  const moved = useRef(false);

  useEffect(() => {
    if (pathname !== landingPath) moved.current = true;
    const landing = !moved.current;
    if (isDismissed(storageKey)) return;
    let shownFrom = Date.now() + POPUP_DELAY_MS;
    let armed = !landing;
    let lastKey = -Infinity;
    let formStarted = false;
    let timer: number | undefined;

    function check() {
      const dialog = dialogRef.current;
      if (!dialog || dialog.open || isDismissed(storageKey) || formStarted) return;
      // Another modal (the mobile menu) keeps priority; the pop-up waits for the next route change.
      if (document.querySelector('dialog[open]')) return;
      // A focused field postpones it until focus leaves (focusout schedules again).
      if (document.activeElement?.matches(fieldSelector)) return;
      const wait = Math.max(shownFrom, lastKey + POPUP_TYPING_QUIET_MS) - Date.now();
      if (wait > 0) {
        schedule(wait);
        return;
      }
      dialog.showModal();
      stop();
    }
    function schedule(wait = 0) {
      window.clearTimeout(timer);
      if (armed) timer = window.setTimeout(check, wait);
    }
    function arm() {
      if (armed) return;
      armed = true;
      // On the landing page the delay counts from the first interaction.
      shownFrom = Math.max(shownFrom, Date.now() + POPUP_DELAY_MS);
      schedule();
    }
    function onKey(event: KeyboardEvent) {
      if ((event.target as Element | null)?.closest?.('dialog.promo-popup')) return;
      lastKey = Date.now();
      arm();
    }
    function onInput(event: Event) {
      if ((event.target as Element | null)?.closest?.('form')) formStarted = true;
    }
    function onSubmit() {
      formStarted = false;
    }
    function onFocusOut() {
      schedule();
    }
    const listeners: [string, EventListener, AddEventListenerOptions][] = [
      // What a person does: a programmatic scroll (scroll restoration, an anchor) is no interaction.
      ['wheel', arm, { passive: true }],
      ['touchmove', arm, { passive: true }],
      ['pointerdown', arm, { passive: true }],
      ['keydown', onKey as EventListener, {}],
      ['input', onInput, {}],
      ['submit', onSubmit, {}],
      ['focusout', onFocusOut, {}],
    ];
    for (const [type, listener, options] of listeners) window.addEventListener(type, listener, { ...options, capture: true });
    function stop() {
      window.clearTimeout(timer);
      for (const [type, listener] of listeners) window.removeEventListener(type, listener, { capture: true });
    }
    schedule();
    return stop;
  }, [pathname, landingPath, storageKey]);

  function dismiss() {
    try {
      window.localStorage.setItem(storageKey, 'true');
    } catch {
      // Storage can be unavailable (private mode); the pop-up still closes for this page view.
    }
    dialogRef.current?.close();
  }

  return (
    <dialog
      ref={dialogRef}
      onKeyDown={trapTab}
      aria-labelledby="promo-popup-title"
      aria-describedby="promo-popup-text"
      onClose={() => {
        try {
          window.localStorage.setItem(storageKey, 'true');
        } catch {
          // See dismiss().
        }
      }}
      onClick={(event) => {
        if (event.target === dialogRef.current) dismiss();
      }}
      className="promo-popup"
    >
      <div className="relative overflow-hidden p-8 sm:p-10">
        <div
          aria-hidden="true"
          className="promo-glow"
        />
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brand-700">{labels.promo.eyebrow}</p>
        <h2 id="promo-popup-title" className="mt-3 text-3xl font-semibold tracking-tight text-ink-900">
          {labels.promo.heading}
        </h2>
        <p id="promo-popup-text" className="mt-4 text-ink-600">
          {promoText(brandName)}
        </p>
        <div className="mt-8 flex flex-wrap items-center gap-3">
          <a
            href={schedulingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="promo-cta"
          >
            {labels.promo.cta}
            <span className="sr-only">{labels.opensInNewTab}</span>
          </a>
          <button
            type="button"
            onClick={dismiss}
            className="promo-dismiss"
          >
            {labels.promo.dismiss}
          </button>
        </div>
        <CloseButton label={labels.promo.close} onClick={dismiss} className="promo-close" iconSize={18} />
      </div>
    </dialog>
  );
}

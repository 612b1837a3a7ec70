'use client';

import { usePathname } from 'next/navigation';
import { trapTab } from '@/components/ui/trap-tab';
import { useEffect, useRef } from 'react';

export const POPUP_DELAY_MS = 3000;

function isDismissed(storageKey: string): boolean {
  try {
    return window.localStorage.getItem(storageKey) === 'true';
  } catch {
    return false;
  }
}

/**
 * The promotional pop-up (spec 2 §2): shown 3 s after each route change until the visitor closes it once.
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

  useEffect(() => {
    if (isDismissed(storageKey)) return;
    const timer = window.setTimeout(() => {
      const dialog = dialogRef.current;
      if (!dialog || dialog.open || isDismissed(storageKey)) return;
      // Another modal (the mobile menu) keeps priority; the pop-up waits for the next route change.
      if (document.querySelector('dialog[open]')) return;
      dialog.showModal();
    }, POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, storageKey]);

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
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brand-700">Free strategy session</p>
        <h2 id="promo-popup-title" className="mt-3 text-3xl font-semibold tracking-tight text-ink-900">
          Let&apos;s plan your next launch together
        </h2>
        <p id="promo-popup-text" className="mt-4 text-ink-600">
          Book a 30-minute call with a {brandName} strategist. We will review your site, your search visibility and
          your goals, and leave you with three concrete next steps, whether or not we work together.
        </p>
        <div className="mt-8 flex flex-wrap items-center gap-3">
          <a
            href={schedulingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="promo-cta"
          >
            Let&apos;s Meet
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          <button
            type="button"
            onClick={dismiss}
            className="promo-dismiss"
          >
            No, thanks
          </button>
        </div>
        <button
          type="button"
          onClick={dismiss}
          className="promo-close"
        >
          <span className="sr-only">Close pop-up</span>
          <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
            <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </dialog>
  );
}

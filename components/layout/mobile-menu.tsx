'use client';

import { labels } from '@/content/labels';
import Link from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { trapTab } from '@/components/ui/trap-tab';
import { CloseButton } from '@/components/ui/close-button';
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '@/components/use-hydrated';
import type { NavItem } from '@/content/navigation';

const menuIcon = (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
    <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);
const menuButtonClass = 'flex h-11 w-11 items-center justify-center rounded-lg text-ink-900 hover:bg-ink-50';

/**
 * The menu before the page's script runs, or without it: a disclosure with every link, sub-pages included.
 * The server renders it, and hydration swaps in the dialog below.
 */
function StaticMenu({ items }: { items: NavItem[] }) {
  return (
    <details className="group lg:hidden">
      <summary className={`${menuButtonClass} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
        <span className="sr-only">{labels.nav.open}</span>
        {menuIcon}
      </summary>
      <nav
        aria-label={labels.nav.mobile}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-ink-100 bg-white px-5 pb-6 pt-2 shadow-xl"
      >
        <ul>
          {items.map((item) => (
            <li key={item.label}>
              <a href={item.href} className="mobile-nav-item block">
                {item.label}
              </a>
              {item.children ? (
                <ul className="mb-2 border-l border-ink-100 pl-3">
                  {item.children
                    .filter((child) => child.href !== item.href)
                    .map((child) => (
                      <li key={child.href}>
                        <a href={child.href} className="block rounded-lg px-3 py-2 text-base text-ink-800 hover:bg-brand-50">
                          {child.label}
                        </a>
                      </li>
                    ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}

/**
 * Below the large breakpoint: a panel that slides in from the right. It is a modal <dialog>, so focus
 * stays inside, Esc closes it and focus returns to the menu button.
 */
export function MobileMenu({ items }: { items: NavItem[] }) {
  const hydrated = useHydrated();
  if (!hydrated) return <StaticMenu items={items} />;
  return <DialogMenu items={items} />;
}

function DialogMenu({ items }: { items: NavItem[] }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const [subList, setSubList] = useState<string | null>(null);
  const pathname = usePathname();
  const current = items.find((item) => item.label === subList);

  function open() {
    setSubList(null);
    dialogRef.current?.showModal();
  }

  function close() {
    dialogRef.current?.close();
  }

  useEffect(() => {
    dialogRef.current?.close();
  }, [pathname]);

  // Entering a sub-list moves focus to its Back button; going back returns it to the item.
  useEffect(() => {
    if (!dialogRef.current?.open) return;
    if (subList) backRef.current?.focus();
  }, [subList]);

  function back() {
    const label = subList;
    setSubList(null);
    requestAnimationFrame(() => {
      dialogRef.current?.querySelector<HTMLButtonElement>(`[data-sublist="${label}"]`)?.focus();
    });
  }

  return (
    <div className="lg:hidden">
      <button
        type="button"
        onClick={open}
        aria-haspopup="dialog"
        className={menuButtonClass}
      >
        <span className="sr-only">{labels.nav.open}</span>
        {menuIcon}
      </button>
      <dialog
        ref={dialogRef}
        onKeyDown={trapTab}
        aria-label={labels.nav.mobileDialog}
        onClick={(event) => {
          if (event.target === dialogRef.current) close();
        }}
        className="mobile-menu fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none bg-white p-0 shadow-2xl backdrop:bg-ink-950/50"
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between border-b border-ink-100 px-5 py-4">
            {current ? (
              <button
                ref={backRef}
                type="button"
                onClick={back}
                className="flex items-center gap-2 rounded-md py-1 pr-2 text-sm font-semibold text-brand-700"
              >
                <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
                  <path d="M10 3 5 8l5 5" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
                </svg>
                {labels.nav.back}
              </button>
            ) : (
              <span className="text-sm font-semibold uppercase tracking-[0.2em] text-ink-500">{labels.nav.menu}</span>
            )}
            <CloseButton
              label={labels.nav.close}
              onClick={close}
              className="flex h-10 w-10 items-center justify-center rounded-lg text-ink-700 hover:bg-ink-50"
              iconSize={20}
            />
          </div>
          <nav aria-label={current ? current.label : labels.nav.mobile} className="flex-1 overflow-y-auto px-3 py-4">
            {current?.children ? (
              <>
                <p className="px-3 pb-2 text-xs font-semibold uppercase tracking-[0.2em] text-ink-500">{current.label}</p>
                <ul>
                  {current.children.map((child) => (
                    <li key={child.href}>
                      <Link
                        href={child.href}
                        onClick={close}
                        className="block rounded-lg px-3 py-3 text-base text-ink-800 hover:bg-brand-50"
                      >
                        {child.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <ul>
                {items.map((item) => (
                  <li key={item.label}>
                    {item.children ? (
                      <button
                        type="button"
                        data-sublist={item.label}
                        onClick={() => setSubList(item.label)}
                        className="mobile-nav-item flex w-full items-center justify-between text-left"
                      >
                        {item.label}
                        <svg viewBox="0 0 16 16" aria-hidden="true" className="mobile-nav-chevron">
                          <path d="M6 3l5 5-5 5" />
                        </svg>
                      </button>
                    ) : (
                      <Link
                        href={item.href}
                        onClick={close}
                        className="mobile-nav-item block"
                      >
                        {item.label}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </nav>
        </div>
      </dialog>
    </div>
  );
}

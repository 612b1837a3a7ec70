'use client';

import { blogCopy } from '@/content/blog';
import { useEffect, useId, useRef, useState } from 'react';

export type SidebarBreakpoint = 'lg' | 'xl';

// Full class names, so Tailwind sees them: from the breakpoint up the panel is a column and the button hides.
const classes: Record<SidebarBreakpoint, { button: string; closed: string }> = {
  lg: { button: 'lg:hidden', closed: 'hidden lg:block' },
  xl: { button: 'xl:hidden', closed: 'hidden xl:block' },
};

/**
 * The sidebar's small-screen variant: a button (aria-expanded) that shows the server-rendered panel and
 * closes it on an outside click, on Esc (focus back on the button) and after a link in it is followed.
 * From the breakpoint up the panel is always shown and the button is hidden.
 */
export function SidebarToggle({
  children,
  breakpoint = 'lg',
  label = blogCopy.sidebar.toggle,
}: {
  children: React.ReactNode;
  breakpoint?: SidebarBreakpoint;
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const style = classes[breakpoint];
  return (
    <div ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={`${style.button} flex w-full items-center justify-between rounded-xl border border-ink-200 bg-white px-5 py-3.5 text-left font-semibold text-ink-900 shadow-sm hover:border-brand-400`}
      >
        {label}
        <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" className={`transition-transform ${open ? 'rotate-180' : ''}`}>
          <path d="m5 8 5 5 5-5" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <div
        id={panelId}
        className={open ? 'mt-4 block' : style.closed}
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
        }}
      >
        {children}
      </div>
    </div>
  );
}

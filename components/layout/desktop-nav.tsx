'use client';

import { labels } from '@/content/labels';
import Link from '@/components/ui/link';
import { useRenderedPathname } from './rendered-pathname';
import { useId, useRef, useState } from 'react';
import type { NavItem } from '@/content/navigation';

function isCurrent(pathname: string, href: string) {
  if (href === '/') return pathname === '/';
  const root = href.split('/').slice(0, 2).join('/');
  return pathname === href || pathname.startsWith(`${root}/`) || pathname === root;
}

function Dropdown({ item, pathname }: { item: NavItem & { children: NonNullable<NavItem['children']> }; pathname: string }) {
  const [open, setOpen] = useState(false);
  // Opened by a hovering mouse: the click that follows keeps it open instead of toggling it shut.
  const hoverOpened = useRef(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const active = isCurrent(pathname, item.href);

  function focusItem(index: number) {
    const links = listRef.current?.querySelectorAll<HTMLAnchorElement>('a');
    if (!links || links.length === 0) return;
    links[(index + links.length) % links.length]?.focus();
  }

  function onButtonKeyDown(event: React.KeyboardEvent) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => focusItem(0));
    }
  }

  function onListKeyDown(event: React.KeyboardEvent) {
    const links = Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusItem(index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusItem(index - 1);
    }
  }

  return (
    <li
      className="nav-item relative"
      // Pointer events tell a mouse from a finger: a tap also fires mouse events, and opening on those made
      // the tap's click close the menu again at once.
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse' || open) return;
        hoverOpened.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        hoverOpened.current = false;
        setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          hoverOpened.current = false;
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        hoverOpened.current = false;
        setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          if (hoverOpened.current) {
            hoverOpened.current = false;
            return;
          }
          setOpen((value) => !value);
        }}
        onKeyDown={onButtonKeyDown}
        className={`nav-trigger hover:text-brand-600 ${active ? 'text-brand-700' : 'text-ink-800'}`}
      >
        {item.label}
        <svg viewBox="0 0 12 12" aria-hidden="true" className={open ? 'nav-chevron rotate-180' : 'nav-chevron'}>
          <path d="M2.5 4.5 6 8l3.5-3.5" />
        </svg>
      </button>
      <div className={open ? 'nav-dropdown block' : 'nav-dropdown hidden'}>
        <ul id={menuId} ref={listRef} aria-label={item.label} onKeyDown={onListKeyDown} className="nav-menu">
          {item.children.map((child) => (
            <li key={child.href}>
              <Link
                href={child.href}
                aria-current={pathname === child.href ? 'page' : undefined}
                onClick={() => setOpen(false)}
                className="nav-sublink"
              >
                {child.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

export function DesktopNav({ items }: { items: NavItem[] }) {
  const pathname = useRenderedPathname();
  return (
    <nav aria-label={labels.nav.main} className="desktop-nav hidden lg:block">
      <ul className="flex items-center gap-1">
        {items.map((item) =>
          item.children ? (
            // Keyed by path so a route change closes the menu.
            <Dropdown key={`${item.label}-${pathname}`} item={{ ...item, children: item.children }} pathname={pathname} />
          ) : (
            <li key={item.label}>
              <Link
                href={item.href}
                aria-current={isCurrent(pathname, item.href) ? 'page' : undefined}
                className="nav-link"
              >
                {item.label}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

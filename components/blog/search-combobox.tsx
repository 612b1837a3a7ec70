'use client';

import { blogCopy } from '@/content/blog';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { SearchAnswer } from './search-source';

const DEBOUNCE_MS = 200;

type SourceModule = typeof import('./search-source');

/**
 * The Insight search box as a combobox: as the visitor types, the posts /api/search matches (the search
 * page's rule) are listed under it; arrows pick one, Enter opens it. Enter with none picked submits the
 * form to the server-rendered search page, which is also all there is without JavaScript.
 */
export function SearchCombobox({ id, defaultValue, className }: { id: string; defaultValue: string; className: string }) {
  const router = useRouter();
  const listId = useId();
  const [text, setText] = useState(defaultValue);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const [data, setData] = useState<SearchAnswer>();
  // The suggestions' fetcher (SWR) loads once the visitor is in the box, not with the page. If it cannot
  // load, the box stays what it is without JavaScript: a form that submits to the search page.
  const [source, setSource] = useState<SourceModule>();
  const loadSource = () => {
    if (!source) import('./search-source').then(setSource, () => undefined);
  };
  const SearchSource = source?.default;
  const hits = open && query && data ? data.results : [];
  const expanded = hits.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) {
        setOpen(true);
        return;
      }
      event.preventDefault();
      const last = hits.length - 1;
      if (event.key === 'ArrowDown') setActive((current) => (current >= last ? 0 : current + 1));
      else setActive((current) => (current <= 0 ? last : current - 1));
    } else if (event.key === 'Escape') {
      if (expanded) event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter' && expanded && active >= 0 && hits[active]) {
      event.preventDefault();
      router.push(hits[active].href);
    }
  }

  return (
    <div className="relative min-w-0 flex-1">
      <input
        id={id}
        name="discover"
        // A text input: the HTML checker allows the combobox role on type="text", not on type="search".
        type="text"
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          loadSource();
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => {
          setOpen(true);
          loadSource();
        }}
        placeholder={blogCopy.search.placeholder}
        autoComplete="off"
        className={className}
      />
      {SearchSource && open && query ? (
        <SearchSource url={`/api/search?discover=${encodeURIComponent(query)}`} onAnswer={setData} />
      ) : null}
      {expanded ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={blogCopy.search.suggestions}
          className="absolute inset-x-0 top-full z-30 mt-2 max-h-80 overflow-y-auto rounded-2xl border border-ink-100 bg-white p-2 shadow-xl"
        >
          {hits.map((hit, index) => (
            <li
              key={hit.href}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              data-href={hit.href}
              // Chosen on mousedown, before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                router.push(hit.href);
              }}
              className="cursor-pointer rounded-xl px-3 py-2 text-ink-800 hover:bg-brand-50 aria-selected:bg-brand-50 aria-selected:text-brand-800"
            >
              <span className="block font-medium leading-snug">{hit.title}</span>
              <span className="block text-xs text-ink-500">
                {hit.category}
                {hit.date ? ` - ${hit.date}` : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <span role="status" className="sr-only">
        {open && query && data ? blogCopy.search.found(data.results.length) : ''}
      </span>
    </div>
  );
}

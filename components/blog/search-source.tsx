'use client';

import { useEffect } from 'react';
import useSWR from 'swr';
import type { SearchHit } from '@/lib/blog/search-index';

export type SearchAnswer = { query: string; results: SearchHit[] };

async function fetchHits(url: string): Promise<SearchAnswer> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Search answered ${response.status}`);
  const body = (await response.json()) as Partial<SearchAnswer>;
  return { query: String(body.query ?? ''), results: Array.isArray(body.results) ? body.results : [] };
}

/**
 * Where the search box's suggestions come from: SWR's cached, deduplicated fetch of /api/search, handed to
 * the box as each answer arrives. A module of its own so that SWR loads when a visitor starts a search,
 * not with every blog page (search-combobox.tsx).
 */
export default function SearchSource({ url, onAnswer }: { url: string; onAnswer: (answer: SearchAnswer | undefined) => void }) {
  const { data } = useSWR(url, fetchHits, { keepPreviousData: true, revalidateOnFocus: false });
  useEffect(() => onAnswer(data), [data, onAnswer]);
  return null;
}

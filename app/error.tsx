'use client';

import { labels } from '@/content/labels';
import Link from '@/components/ui/link';

export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <section className="container-page py-24">
      <p className="text-sm font-semibold uppercase tracking-[0.22em] text-brand-700">{labels.error.eyebrow}</p>
      <h1 className="mt-3 text-4xl font-semibold tracking-tight text-ink-900">{labels.error.heading}</h1>
      <p className="mt-6 max-w-xl text-lg text-ink-600">
        {labels.error.text}
      </p>
      <div className="mt-8 flex gap-3">
        <button type="button" onClick={reset} className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white">
          {labels.error.retry}
        </button>
        <Link href="/" className="rounded-full px-6 py-3 font-semibold text-ink-700 hover:bg-ink-50">
          {labels.error.home}
        </Link>
      </div>
    </section>
  );
}

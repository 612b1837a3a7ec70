'use client';

import Link from 'next/link';

export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <section className="container-page py-24">
      <p className="text-sm font-semibold uppercase tracking-[0.22em] text-brand-700">Something went wrong</p>
      <h1 className="mt-3 text-4xl font-semibold tracking-tight text-ink-900">We could not load this page</h1>
      <p className="mt-6 max-w-xl text-lg text-ink-600">
        A temporary problem stopped this page from loading. Please try again; if it keeps happening, contact us.
      </p>
      <div className="mt-8 flex gap-3">
        <button type="button" onClick={reset} className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white">
          Try again
        </button>
        <Link href="/" className="rounded-full px-6 py-3 font-semibold text-ink-700 hover:bg-ink-50">
          Take me home
        </Link>
      </div>
    </section>
  );
}

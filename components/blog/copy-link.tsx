'use client';

import { blogCopy } from '@/content/blog';
import { useState } from 'react';

/**
 * "Copy link" beside the share links. It is the article's own link, so without scripts (or a clipboard) it
 * can be copied from the browser's link menu; with them a click copies the URL and says so.
 */
export function CopyLink({ url }: { url: string }) {
  const [status, setStatus] = useState('');
  return (
    <span className="inline-flex items-center gap-3">
      <a
        href={url}
        onClick={(event) => {
          if (!navigator.clipboard) return;
          event.preventDefault();
          navigator.clipboard.writeText(url).then(
            () => setStatus(blogCopy.article.linkCopied),
            () => setStatus(blogCopy.article.copyFailed),
          );
        }}
        className="inline-flex h-11 items-center rounded-full border border-ink-200 px-4 text-sm font-semibold text-ink-800 hover:border-brand-500 hover:text-brand-700"
      >
        {blogCopy.article.copyLink}
      </a>
      <span role="status" className="text-sm text-ink-600">
        {status}
      </span>
    </span>
  );
}

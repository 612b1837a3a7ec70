'use client';

import { newsletterFormLabels as text } from '@/content/forms';
import Link from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useActionState, useId, useRef, useState, type FormEvent } from 'react';
import { subscribeAction } from './actions';
import { IDLE_FORM_STATE, type LeadFormState } from '@/lib/contact/form-state';
import { subscribe } from '@/lib/contact/subscribe-client';
import { checkEmail } from '@/lib/contact/validation';
import { HoneypotField } from './honeypot-field';

type Status =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'success'; message: string }
  | { kind: 'error'; message: string };

/** The status a page rendered after a form post starts with (the post's result, or idle). */
function statusOf(state: LeadFormState): Status {
  if (state.kind === 'success') return { kind: 'success', message: state.message };
  if (state.kind === 'error' && state.message) return { kind: 'error', message: state.message };
  return { kind: 'idle' };
}

/**
 * The footer's newsletter signup (spec 1 §4): idle, submitting, success, error. Once hydrated it sends
 * the address itself; before that, or with JavaScript off, the browser posts the form to the server
 * action, and the page comes back with the same text.
 */
export const NEWSLETTER_FORM_ID = 'newsletter';

export function NewsletterForm() {
  const id = useId();
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  // A post without JavaScript comes back to this page scrolled to the form, where its answer shows.
  const [posted, formAction] = useActionState(subscribeAction, IDLE_FORM_STATE, `${usePathname()}#${NEWSLETTER_FORM_ID}`);
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>(() => statusOf(posted));
  const honeypot = useRef<HTMLInputElement>(null);
  const submitting = status.kind === 'submitting';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const checked = checkEmail(email);
    if (!checked.ok) {
      setStatus({ kind: 'error', message: checked.error });
      return;
    }
    setStatus({ kind: 'submitting' });
    const result = await subscribe(checked.value, { website: honeypot.current?.value });
    if (result.ok) {
      setEmail('');
      setStatus({ kind: 'success', message: result.message });
    } else {
      setStatus({ kind: 'error', message: result.message });
    }
  }

  const describedBy = [hintId, status.kind === 'error' ? errorId : null].filter(Boolean).join(' ');

  return (
    <form
      id={NEWSLETTER_FORM_ID}
      action={formAction}
      noValidate
      onSubmit={onSubmit}
      className="relative scroll-mt-24 lg:scroll-mt-28"
      aria-busy={submitting}
    >
      <label htmlFor={inputId} className="sr-only">
        {text.email}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          id={inputId}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={text.placeholder}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={submitting}
          aria-invalid={status.kind === 'error'}
          aria-describedby={describedBy}
          className="newsletter-input"
        />
        <button
          type="submit"
          disabled={submitting}
          className="newsletter-submit"
        >
          {submitting ? text.subscribing : text.subscribe}
        </button>
      </div>
      <HoneypotField ref={honeypot} />
      {status.kind === 'error' ? (
        <p id={errorId} role="alert" className="mt-3 text-sm font-medium text-red-300">
          {status.message}
        </p>
      ) : null}
      <p role="status" className="mt-3 text-sm font-medium text-emerald-300 empty:hidden">
        {status.kind === 'success' ? status.message : ''}
      </p>
      <p id={hintId} className="mt-3 text-sm text-ink-400">
        {text.hint}{' '}
        <Link href="/legal/privacy" className="underline underline-offset-4 hover:text-white">
          {text.privacyLink}
        </Link>
      </p>
    </form>
  );
}

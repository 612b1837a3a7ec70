'use client';

import { contactFormLabels as text } from '@/content/forms';
import Link from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useActionState, useId, useRef, useState, type FormEvent } from 'react';
import { enquiryAction } from './actions';
import { IDLE_FORM_STATE } from '@/lib/contact/form-state';
import { submitEnquiry } from '@/lib/contact/subscribe-client';
import {
  checkEnquiryFields,
  MESSAGE_MAX_LENGTH,
  SERVICE_OPTIONS,
  type EnquiryFieldErrors,
  type EnquiryFields,
} from '@/lib/contact/validation';
import { HoneypotField } from './honeypot-field';

type Status =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'success'; message: string }
  | { kind: 'error'; message: string };

const EMPTY: EnquiryFields = { name: '', email: '', phone: '', service: '', message: '' };
const FIELD_ORDER: (keyof EnquiryFields)[] = ['name', 'email', 'phone', 'service', 'message'];

const inputClass =
  'mt-2 block w-full rounded-xl border border-ink-200 bg-white px-4 py-3 text-base text-ink-900 shadow-sm placeholder:text-ink-400 focus:border-brand-500 focus-visible:outline-brand-500 disabled:bg-ink-50 disabled:text-ink-500 aria-[invalid=true]:border-red-600';

/**
 * The contact form of /engage: name, email, optional phone, service of interest and message. Once
 * hydrated it sends the enquiry itself; before that, or with JavaScript off, the browser posts the form
 * to the server action, and the page comes back with the same texts (and the fields kept on an error).
 */
export const CONTACT_FORM_ID = 'contact-form';

export function ContactForm({ defaultService }: { defaultService?: string }) {
  const id = useId();
  const fieldId = (field: keyof EnquiryFields) => `${id}-${field}`;
  const errorId = (field: keyof EnquiryFields) => `${id}-${field}-error`;
  // A post without JavaScript comes back scrolled to the form, its answer at the top (below).
  const [posted, formAction] = useActionState(enquiryAction, IDLE_FORM_STATE, `${usePathname()}#${CONTACT_FORM_ID}`);
  const answerFirst = posted.kind !== 'idle';
  const [fields, setFields] = useState<EnquiryFields>(() =>
    posted.kind === 'error' && posted.fields ? posted.fields : { ...EMPTY, service: defaultService ?? '' },
  );
  const [errors, setErrors] = useState<EnquiryFieldErrors>(() => (posted.kind === 'error' ? (posted.fieldErrors ?? {}) : {}));
  const [status, setStatus] = useState<Status>(() => {
    if (posted.kind === 'success') return { kind: 'success', message: posted.message };
    if (posted.kind === 'error' && posted.message) return { kind: 'error', message: posted.message };
    return { kind: 'idle' };
  });
  const honeypot = useRef<HTMLInputElement>(null);
  const submitting = status.kind === 'submitting';

  function update(field: keyof EnquiryFields, value: string) {
    setFields((current) => ({ ...current, [field]: value }));
    // A corrected field stops showing its old error.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const found = checkEnquiryFields(fields);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      setErrors(found);
      setStatus({ kind: 'idle' });
      document.getElementById(fieldId(firstInvalid))?.focus();
      return;
    }
    setErrors({});
    setStatus({ kind: 'submitting' });
    const result = await submitEnquiry({
      name: fields.name.trim(),
      email: fields.email.trim(),
      ...(fields.phone.trim() ? { phone: fields.phone.trim() } : {}),
      service: fields.service,
      message: fields.message.trim(),
      ...(honeypot.current?.value ? { website: honeypot.current.value } : {}),
    });
    if (result.ok) {
      setFields({ ...EMPTY });
      setStatus({ kind: 'success', message: result.message });
    } else {
      setStatus({ kind: 'error', message: result.message });
    }
  }

  const a11y = (field: keyof EnquiryFields) => ({
    id: fieldId(field),
    name: field,
    disabled: submitting,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? errorId(field) : undefined,
  });

  const fieldError = (field: keyof EnquiryFields) =>
    errors[field] ? (
      <p id={errorId(field)} className="mt-2 text-sm font-medium text-red-700">
        {errors[field]}
      </p>
    ) : null;

  const answer = (
    <>
      {status.kind === 'error' ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {status.message}
        </p>
      ) : null}
      <p role="status" className="rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800 empty:hidden">
        {status.kind === 'success' ? status.message : ''}
      </p>
    </>
  );

  return (
    <form
      id={CONTACT_FORM_ID}
      action={formAction}
      noValidate
      onSubmit={onSubmit}
      className="relative grid scroll-mt-24 gap-6 lg:scroll-mt-28"
      aria-busy={submitting}
    >
      {answerFirst ? answer : null}
      <div className="grid gap-6 sm:grid-cols-2">
        <div>
          <label htmlFor={fieldId('name')} className="block font-medium text-ink-900">
            {text.name}
          </label>
          <input
            {...a11y('name')}
            type="text"
            autoComplete="name"
            required
            value={fields.name}
            onChange={(event) => update('name', event.target.value)}
            className={inputClass}
          />
          {fieldError('name')}
        </div>
        <div>
          <label htmlFor={fieldId('email')} className="block font-medium text-ink-900">
            {text.email}
          </label>
          <input
            {...a11y('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            value={fields.email}
            onChange={(event) => update('email', event.target.value)}
            className={inputClass}
          />
          {fieldError('email')}
        </div>
        <div>
          <label htmlFor={fieldId('phone')} className="block font-medium text-ink-900">
            {text.phone} <span className="font-normal text-ink-500">{text.optional}</span>
          </label>
          <input
            {...a11y('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={fields.phone}
            onChange={(event) => update('phone', event.target.value)}
            className={inputClass}
          />
          {fieldError('phone')}
        </div>
        <div>
          <label htmlFor={fieldId('service')} className="block font-medium text-ink-900">
            {text.service}
          </label>
          <select
            {...a11y('service')}
            required
            value={fields.service}
            onChange={(event) => update('service', event.target.value)}
            className={inputClass}
          >
            <option value="" disabled>
              {text.chooseService}
            </option>
            {SERVICE_OPTIONS.map((service) => (
              <option key={service} value={service}>
                {service}
              </option>
            ))}
          </select>
          {fieldError('service')}
        </div>
      </div>
      <div>
        <label htmlFor={fieldId('message')} className="block font-medium text-ink-900">
          {text.message}
        </label>
        <textarea
          {...a11y('message')}
          required
          rows={6}
          maxLength={MESSAGE_MAX_LENGTH}
          value={fields.message}
          onChange={(event) => update('message', event.target.value)}
          className={inputClass}
        />
        {fieldError('message')}
      </div>
      <HoneypotField ref={honeypot} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-500">
          {text.privacyBefore}{' '}
          <Link href="/legal/privacy" className="font-medium text-brand-700 underline underline-offset-4">
            {text.privacyLink}
          </Link>
          .
        </p>
        <button
          type="submit"
          disabled={submitting}
          className="min-h-12 shrink-0 rounded-full bg-brand-600 px-8 font-semibold text-white transition-colors hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70"
        >
          {submitting ? text.sending : text.send}
        </button>
      </div>
      {answerFirst ? null : answer}
    </form>
  );
}

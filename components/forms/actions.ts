'use server';

import { headers } from 'next/headers';
import type { LeadFormState } from '@/lib/contact/form-state';
import { receiveEnquiry, receiveSubscribe } from '@/lib/contact/handlers';
import { isSaved, outcomeText, type LeadOutcome } from '@/lib/contact/outcome';
import { checkEmail, checkEnquiryFields, type EnquiryFields } from '@/lib/contact/validation';

/**
 * The lead forms' server actions: what a browser posts when a form is submitted before the page's
 * scripts have run, or with JavaScript off (a POST of the form to the page, never a GET, so nothing the
 * visitor typed reaches a URL). They pass the fields to the same handling as the JSON routes
 * (validation, honeypot, rate limit by client address, store) and turn its outcome into the state the
 * form re-renders with, in the same words the JSON route gives the form's script.
 */

function text(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
}

function formState(outcome: LeadOutcome, fields?: EnquiryFields): LeadFormState {
  const message = outcomeText(outcome) ?? '';
  return isSaved(outcome) ? { kind: 'success', message } : { kind: 'error', message, ...(fields ? { fields } : {}) };
}

export async function subscribeAction(_previous: LeadFormState, form: FormData): Promise<LeadFormState> {
  const email = text(form, 'email') ?? '';
  // The form's own check first, as in the browser: the same text for an empty or malformed address.
  const checked = checkEmail(email);
  if (!checked.ok) return { kind: 'error', message: checked.error };
  const website = text(form, 'website');
  const body = { email: checked.value, ...(website ? { website } : {}) };
  return formState(await receiveSubscribe(body, await headers()));
}

export async function enquiryAction(_previous: LeadFormState, form: FormData): Promise<LeadFormState> {
  const fields: EnquiryFields = {
    name: text(form, 'name') ?? '',
    email: text(form, 'email') ?? '',
    phone: text(form, 'phone') ?? '',
    service: text(form, 'service') ?? '',
    message: text(form, 'message') ?? '',
  };
  const fieldErrors = checkEnquiryFields(fields);
  if (Object.values(fieldErrors).some(Boolean)) return { kind: 'error', fields, fieldErrors };
  const website = text(form, 'website');
  const body = {
    name: fields.name.trim(),
    email: fields.email.trim(),
    ...(fields.phone.trim() ? { phone: fields.phone.trim() } : {}),
    service: fields.service,
    message: fields.message.trim(),
    ...(website ? { website } : {}),
  };
  return formState(await receiveEnquiry(body, await headers()), fields);
}

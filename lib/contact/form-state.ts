import type { EnquiryFieldErrors, EnquiryFields } from './validation';

/**
 * What a lead form's server action hands back to the page it re-renders. The action runs when a form is
 * posted before its scripts have loaded, or with JavaScript off; the texts are those the form shows when
 * it sends the lead itself.
 */
export type LeadFormState =
  | { kind: 'idle' }
  | { kind: 'success'; message: string }
  /** `fields` and `fieldErrors` give the contact form back its values and each field's own error. */
  | { kind: 'error'; message?: string; fields?: EnquiryFields; fieldErrors?: EnquiryFieldErrors };

export const IDLE_FORM_STATE: LeadFormState = { kind: 'idle' };

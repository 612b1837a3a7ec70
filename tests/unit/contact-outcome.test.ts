/** @jest-environment node */
import { leadJsonResponse } from '@/lib/contact/http';
import { outcomeText, type LeadOutcome } from '@/lib/contact/outcome';
import { toSubmitResult } from '@/lib/contact/subscribe-client';

// One of each kind: the JSON route's answer, read by the form's script, gives the same words the
// server action shows (outcomeText), with the status and Retry-After the spec gives.
const cases: [LeadOutcome, number, string | null][] = [
  [{ kind: 'subscribed' }, 200, null],
  [{ kind: 'enquiry-received' }, 201, null],
  [{ kind: 'chat-saved' }, 200, null],
  [{ kind: 'bad-request', status: 415, message: 'Please send the request as JSON (Content-Type: application/json).' }, 415, null],
  [{ kind: 'invalid', message: 'Please enter a valid email address.' }, 400, null],
  [{ kind: 'rate-limited', retryAfterSec: 42 }, 429, '42'],
  [{ kind: 'chat-too-long' }, 413, null],
  [{ kind: 'chat-store-full' }, 507, '3600'],
  [{ kind: 'store-unavailable' }, 503, '30'],
  [{ kind: 'restarting' }, 503, '5'],
  [{ kind: 'upstream-refused', status: 422, message: 'This address cannot receive email.' }, 422, null],
];

describe('a lead outcome as the JSON routes answer it', () => {
  it.each(cases)('%o is %i with Retry-After %s', async (outcome, status, retryAfter) => {
    const response = leadJsonResponse(outcome);
    expect(response.status).toBe(status);
    expect(response.headers.get('retry-after')).toBe(retryAfter);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const result = toSubmitResult({ kind: 'response', status, body: await response.json() }, 'Saved.');
    expect(result).toEqual({ ok: status < 300, message: outcomeText(outcome) ?? 'Saved.' });
  });

  it('says how long to wait when rate limited', () => {
    expect(outcomeText({ kind: 'rate-limited', retryAfterSec: 42 })).toBe('Too many requests. Please try again in 42 seconds.');
  });
});

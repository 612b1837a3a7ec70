import { contactFormLabels } from '@/content/forms';
import type { Ref } from 'react';

/**
 * A field people never see or reach: off-screen (not display:none, which some bots skip), out of the
 * tab order and hidden from assistive technology. Whatever fills it is a bot; the server then answers
 * with the usual success and stores nothing.
 */
export function HoneypotField({ ref }: { ref?: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label>
        {contactFormLabels.honeypot}
        <input ref={ref} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" aria-hidden="true" />
      </label>
    </div>
  );
}

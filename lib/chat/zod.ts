import { config } from 'zod/v4/core';

// The chat's schemas are the only zod code that runs in the browser. zod compiles object parsers with
// `new Function` and probes for it when a schema is created; the Content-Security-Policy refuses eval,
// and the browser reports even the probe zod swallows. In the browser, parsing is interpreted instead
// (same results). Imported before any chat schema is created; the server keeps zod's compiled parsers.
if (typeof window !== 'undefined') config({ jitless: true });

export { z } from 'zod';

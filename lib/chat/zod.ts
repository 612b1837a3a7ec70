import { config } from 'zod/mini';
import { en } from 'zod/v4/locales';

// The chat's schemas (and content/site.ts, which it shows) are the only zod code that runs in the
// browser, so they use zod/mini (the same checks as functions) with the English locale alone. Classic
// zod brought its whole API and every locale along, several times the chat's own code. Issue messages only reach a
// developer's console, for an invalid widget configuration.
config(en());

// zod compiles object parsers with `new Function` and probes for it when a schema is created; the
// Content-Security-Policy refuses eval, and the browser reports even the probe zod swallows. In the
// browser, parsing is interpreted instead (same results). Imported before any chat schema is created;
// the server keeps zod's compiled parsers.
if (typeof window !== 'undefined') config({ jitless: true });

// The chat's modules import this one as `import * as z from './zod'`, so the settings above come first.
export * from 'zod/mini';

import { config } from 'zod/v4/core';

// Runs in the browser before the app's modules. zod compiles object parsers with `new Function` and
// probes for it when a schema is created; the Content-Security-Policy refuses eval, and the browser
// reports even the probe it swallows. Interpreted parsing gives the same results.
config({ jitless: true });

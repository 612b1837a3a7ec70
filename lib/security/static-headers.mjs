// The headers every response carries whatever answers it, in plain JavaScript so that the production
// server (scripts/server.mjs), which answers a few malformed requests before Next.js sees them, reads the
// same values as next.config.ts. lib/security/headers.ts states the contract and re-exports these.

/** @type {readonly { key: string; value: string }[]} */
export const STATIC_SECURITY_HEADERS = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
];

export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The same headers as one object of names and values, as Node.js's `writeHead` takes them. */
export const STATIC_SECURITY_HEADER_FIELDS = Object.freeze(Object.fromEntries(STATIC_SECURITY_HEADERS.map(({ key, value }) => [key, value])));

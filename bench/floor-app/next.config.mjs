import path from 'node:path';
import { fileURLToPath } from 'node:url';

// This folder is the app's root (not the site's, which holds the site's proxy and instrumentation);
// `npm run bench` links node_modules here to the site's, so both run the same Next.js and React.
const appRoot = path.dirname(fileURLToPath(import.meta.url));

/** A default Next.js app: nothing configured but its root. */
const nextConfig = {
  turbopack: { root: appRoot },
  outputFileTracingRoot: appRoot,
};

export default nextConfig;

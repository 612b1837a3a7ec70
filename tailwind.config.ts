import type { Config } from 'tailwindcss';
import type * as PaletteModule from './lib/palette';

// CommonJS on purpose. Tailwind first loads its config with Node's own import(), and Node warns
// (MODULE_TYPELESS_PACKAGE_JSON) on every build about a .ts file with ES module syntax in a package
// without "type". Node cannot resolve the extensionless require below, so Tailwind then loads this file
// with jiti, as it did before; jest and the type checker read it as they read any other module.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { paletteReferences, paletteVariables } = require('./lib/palette') as typeof PaletteModule;

/** Theme tokens of the site: brand colours (from content/site.ts), fonts and breakpoints. Loaded by app/globals.css via @config. */
const config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './content/**/*.ts', './lib/**/*.ts'],
  theme: {
    screens: {
      sm: '640px',
      md: '768px',
      lg: '1024px',
      xl: '1280px',
      '2xl': '1536px',
    },
    extend: {
      // The palette is brand data: it lives in content/site.ts with the name and the contact details.
      colors: paletteReferences(),
      fontFamily: {
        sans: ['var(--font-geist-sans)', 'ui-sans-serif', 'system-ui', 'sans-serif'],
        // Text in capitals: the same font, with fallbacks scaled to Geist's capitals (app/site.inline-css).
        caps: ['var(--font-geist-caps)', 'ui-sans-serif', 'system-ui', 'sans-serif'],
        mono: ['var(--font-geist-mono)', 'ui-monospace', 'SFMono-Regular', 'monospace'],
      },
      maxWidth: { content: '80rem' },
    },
  },
  // A plain plugin function: the palette as custom properties in :root.
  plugins: [({ addBase }: { addBase: (base: Record<string, Record<string, string>>) => void }) => addBase({ ':root': paletteVariables() })],
} satisfies Config;

module.exports = config;

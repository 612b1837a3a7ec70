import type { Config } from 'tailwindcss';
import { site } from './content/site';

/** Theme tokens of the site: brand colours (from content/site.ts), fonts and breakpoints. Loaded by app/globals.css via @config. */
const config: Config = {
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
      colors: {
        brand: site.colors.brand,
        accent: site.colors.accent,
        ink: site.colors.ink,
        sun: site.colors.sun,
      },
      fontFamily: {
        sans: ['var(--font-geist-sans)', 'ui-sans-serif', 'system-ui', 'sans-serif'],
        mono: ['var(--font-geist-mono)', 'ui-monospace', 'SFMono-Regular', 'monospace'],
      },
      maxWidth: { content: '80rem' },
    },
  },
};

export default config;

import type { Config } from 'tailwindcss';
import plugin from 'tailwindcss/plugin';
import { site } from './content/site';

type Palette = Pick<typeof site.colors, 'brand' | 'accent' | 'ink' | 'sun'>;
const palette: Palette = { brand: site.colors.brand, accent: site.colors.accent, ink: site.colors.ink, sun: site.colors.sun };

/** `--color-brand-500: #6d55f5` and so on: the palette as custom properties, written once into `:root`. */
export function paletteVariables(colors: Palette = palette): Record<string, string> {
  return Object.fromEntries(
    Object.entries(colors).flatMap(([name, scale]) =>
      Object.entries(scale).map(([step, hex]) => [`--color-${name}-${step}`, hex]),
    ),
  );
}

/** The same names as references, so every class, gradient, glow and focus ring reads the variables. */
function references(colors: Palette): Record<string, Record<string, string>> {
  return Object.fromEntries(
    Object.entries(colors).map(([name, scale]) => [
      name,
      Object.fromEntries(Object.keys(scale).map((step) => [step, `var(--color-${name}-${step})`])),
    ]),
  );
}

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
      colors: references(palette),
      fontFamily: {
        sans: ['var(--font-geist-sans)', 'ui-sans-serif', 'system-ui', 'sans-serif'],
        mono: ['var(--font-geist-mono)', 'ui-monospace', 'SFMono-Regular', 'monospace'],
      },
      maxWidth: { content: '80rem' },
    },
  },
  plugins: [plugin(({ addBase }) => addBase({ ':root': paletteVariables() }))],
};

export default config;

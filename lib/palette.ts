// Relative, not '@/': tailwind.config.ts loads this file outside the bundler, where the alias is unknown.
import { site } from '../content/site';

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
export function paletteReferences(colors: Palette = palette): Record<string, Record<string, string>> {
  return Object.fromEntries(
    Object.entries(colors).map(([name, scale]) => [
      name,
      Object.fromEntries(Object.keys(scale).map((step) => [step, `var(--color-${name}-${step})`])),
    ]),
  );
}

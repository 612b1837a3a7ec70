/** Every colour of a palette (nested objects of `#rrggbb` strings), lower-case. */
export function hexesOf(value: unknown): string[] {
  if (typeof value === 'string') return /^#[0-9a-f]{6}$/i.test(value) ? [value.toLowerCase()] : [];
  if (value && typeof value === 'object') return Object.values(value).flatMap(hexesOf);
  return [];
}

function channels(hex: string): [number, number, number] {
  const value = parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function hsl([r, g, b]: [number, number, number]): [number, number, number] {
  const [R, G, B] = [r / 255, g / 255, b / 255];
  const max = Math.max(R, G, B);
  const min = Math.min(R, G, B);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, Math.round(l * 100)];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === R ? (G - B) / d + (G < B ? 6 : 0) : max === G ? (B - R) / d + 2 : (R - G) / d + 4;
  return [Math.round(h * 60), Math.round(s * 100), Math.round(l * 100)];
}

/**
 * Where a text carries a colour of `palette`: as `#rrggbb`, `rgb()`/`rgba()` (commas or spaces) or
 * `hsl()`/`hsla()` (whole-number degrees and percentages). `except` lists colours to leave out.
 */
export function paletteTraces(text: string, palette: unknown, except: ReadonlySet<string> = new Set()): string[] {
  const lower = text.toLowerCase();
  const found: string[] = [];
  for (const hex of new Set(hexesOf(palette))) {
    if (except.has(hex)) continue;
    const [r, g, b] = channels(hex);
    const [h, s, l] = hsl([r, g, b]);
    const patterns = [
      new RegExp(`${hex}\\b`),
      new RegExp(`rgba?\\(\\s*${r}\\s*[, ]\\s*${g}\\s*[, ]\\s*${b}\\b`),
      new RegExp(`hsla?\\(\\s*${h}(deg)?\\s*[, ]\\s*${s}%\\s*[, ]\\s*${l}%`),
    ];
    for (const pattern of patterns) {
      const match = pattern.exec(lower);
      if (match) found.push(`${hex} as "${lower.slice(Math.max(0, match.index - 30), match.index + match[0].length)}"`);
    }
  }
  return found;
}

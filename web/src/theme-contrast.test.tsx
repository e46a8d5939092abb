import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// WCAG AA for normal text (badges and toasts use small text).
const AA = 4.5;
const css = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'index.css'), 'utf8');

function token(name: string): [number, number, number] {
  const m = new RegExp(`--color-${name}:\\s*oklch\\(([\\d.]+) ([\\d.]+) ([\\d.]+)\\)`).exec(css);
  if (!m) throw new Error(`--color-${name} is not an opaque oklch() colour in index.css`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** Relative luminance of an OKLCH colour (OKLab → linear sRGB, clipped to the gamut). */
function luminance([L, C, H]: [number, number, number]): number {
  const a = C * Math.cos((H * Math.PI) / 180);
  const b = C * Math.sin((H * Math.PI) / 180);
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const clip = (x: number) => Math.min(1, Math.max(0, x));
  const r = clip(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s);
  const g = clip(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s);
  const bl = clip(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s);
  return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
}

function contrast(fg: string, bg: string): number {
  const [x, y] = [luminance(token(fg)), luminance(token(bg))];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

// [text, background] as the components combine them.
const PAIRS: [string, string][] = [
  ['foreground', 'background'],
  ['card-foreground', 'card'],
  ['muted-foreground', 'background'],
  ['muted-foreground', 'muted'],
  ['muted-foreground', 'card'],
  ['muted-foreground', 'secondary'],
  ['primary-foreground', 'primary'],
  ['primary', 'background'],
  ['primary', 'card'],
  ['primary', 'secondary'],
  ['secondary-foreground', 'secondary'],
  ['accent-foreground', 'accent'],
  ['accent', 'card'],
  ['accent', 'muted'],
  ['destructive-foreground', 'destructive'],
  ['destructive', 'card'],
  ['warning-foreground', 'warning'],
  ['danger-foreground', 'danger'],
  ['success-foreground', 'success'],
];

describe('theme contrast', () => {
  it('returns AA contrast for white text on the accent green of the Granted badge', () => {
    expect(contrast('accent-foreground', 'accent')).toBeGreaterThanOrEqual(AA);
  });

  it.each(PAIRS)('returns at least 4.5:1 for %s on %s', (fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(AA);
  });
});

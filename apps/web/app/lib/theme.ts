import { brandTextColour } from '@shop/contracts/brand-colour';

/**
 * The shop's one configurable colour and the shades derived from it, as CSS variables
 * (`--brand-50` … `--brand-900`). Tailwind's `primary-*` colours read these variables.
 */
export const DEFAULT_PRIMARY = '#005bff';

const SHADES = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const;

/** Share of white (positive) or black (negative) mixed into the base colour for each shade. */
const MIX: Record<(typeof SHADES)[number], number> = {
  50: 0.92,
  100: 0.84,
  200: 0.68,
  300: 0.48,
  400: 0.24,
  500: 0,
  600: -0.14,
  700: -0.3,
  800: -0.45,
  900: -0.6,
};

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const value = Number.parseInt(match[1]!, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function mix(base: Rgb, amount: number): Rgb {
  const target = amount >= 0 ? 255 : 0;
  const share = Math.abs(amount);
  return base.map((c) => c + (target - c) * share) as Rgb;
}

/** Map of shade → hex colour; an invalid colour falls back to the default blue. */
export function primaryShades(hex: string): Record<string, string> {
  const base = parseHex(hex) ?? parseHex(DEFAULT_PRIMARY)!;
  return Object.fromEntries(SHADES.map((shade) => [String(shade), toHex(mix(base, MIX[shade]))]));
}

/**
 * Text colour that reads on the base colour (WCAG relative luminance); the operator console
 * refuses a primary colour this text would not read on (`brandContrast`, one home for the rule).
 */
export function contrastText(hex: string): string {
  const base = parseHex(hex) ?? parseHex(DEFAULT_PRIMARY)!;
  return brandTextColour(toHex(base));
}

/** The `:root { … }` rule put into the page head. Only hex values reach it, so it is safe to inline. */
export function themeCss(hex: string): string {
  const shades = primaryShades(hex);
  const vars = Object.entries(shades).map(([shade, value]) => `--brand-${shade}:${value};`);
  vars.push(`--brand-contrast:${contrastText(shades['500']!)};`);
  return `:root{${vars.join('')}}`;
}

/**
 * The storefront's brand colour rules, without zod: the storefront's shell (lib/theme.ts) uses them
 * on every page, and importing them from admin/settings.ts put zod and the settings schemas into
 * the first-load JavaScript (27 KB compressed; docs/performance.md, issue 22).
 */

/** The WCAG AA contrast for normal text that the storefront's buttons and links must reach. */
export const MIN_BRAND_CONTRAST = 4.5;

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  return (
    0.2126 * channel((value >> 16) & 255) +
    0.7152 * channel((value >> 8) & 255) +
    0.0722 * channel(value & 255)
  );
}

/**
 * The text colour the storefront puts on the primary colour (buttons, badges): dark on a light
 * colour, white on a dark one. One home for the rule: apps/web/app/lib/theme.ts uses it.
 */
export function brandTextColour(hex: string): '#111827' | '#ffffff' {
  return relativeLuminance(hex) > 0.4 ? '#111827' : '#ffffff';
}

/** Contrast of the primary colour with the text the storefront puts on it (1 … 21). */
export function brandContrast(hex: string): number {
  const [a, b] = [relativeLuminance(hex), relativeLuminance(brandTextColour(hex))].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (a + 0.05) / (b + 0.05);
}

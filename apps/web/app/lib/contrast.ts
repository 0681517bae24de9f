/**
 * Readable colours for admin-chosen pairs (badges): WCAG AA asks for a contrast of 4.5:1 for small
 * text, and a pair such as white on #16a34a (3.3:1) fails it. The text colour is kept and the
 * background moved away from it (darker under light text, lighter under dark text) just enough.
 */
const HEX = /^#([0-9a-f]{6}|[0-9a-f]{3})$/i;

type Rgb = [number, number, number];

function parseHex(color: string): Rgb | null {
  const match = HEX.exec(color.trim());
  if (!match?.[1]) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number | null {
  const x = parseHex(a);
  const y = parseHex(b);
  if (!x || !y) return null;
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export const AA_SMALL_TEXT = 4.5;

/**
 * Answers already worked out: a listing's cards repeat the same few badge colours, and each card
 * asked again while the page hydrated (up to 20 shades tried a card).
 */
const readable = new Map<string, string>();

/** The background to show under `text`: `background` itself when readable, else the nearest readable shade. */
export function readableBackground(background: string, text: string, minRatio = AA_SMALL_TEXT): string {
  const key = `${background}|${text}|${minRatio}`;
  let answer = readable.get(key);
  if (answer === undefined) {
    answer = nearestReadable(background, text, minRatio);
    if (readable.size < 256) readable.set(key, answer);
  }
  return answer;
}

function nearestReadable(background: string, text: string, minRatio: number): string {
  const bg = parseHex(background);
  const fg = parseHex(text);
  if (!bg || !fg) return background;
  if ((contrastRatio(background, text) ?? 0) >= minRatio) return background;
  const target: Rgb = luminance(fg) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 20; step++) {
    const t = step / 20;
    const mixed = bg.map((c, i) => c + ((target[i] as number) - c) * t) as Rgb;
    const candidate = toHex(mixed);
    if ((contrastRatio(candidate, text) ?? 0) >= minRatio) return candidate;
  }
  return toHex(target);
}

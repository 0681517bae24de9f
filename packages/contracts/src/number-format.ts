/**
 * Numbers written the way a language writes them, without `Intl` where the page runs. A browser
 * sets up its number-formatting data the first time a page asks `Intl.NumberFormat` (or a date
 * format) for anything: 12–50 ms of the main thread, on a phone four times that, in the middle of
 * a page's start (decision 48). The server reads how the page's language writes numbers from its
 * own `Intl` once (`numberShapeOf`), sends that with the page, and both sides format with
 * `formatDecimal`, so the server's HTML and the browser's render agree to the character.
 */
export interface NumberShape {
  /** the ten digits, zero first ('0123456789', or Arabic-Indic digits) */
  digits: string;
  decimal: string;
  group: string;
  /** digits in the group next to the decimal separator (3), and in the groups before it (3; 2 in India) */
  primaryGroup: number;
  secondaryGroup: number;
  /** groups are only written from this many digits before the first group on (1; 2 in Spanish: 1234 but 12.345) */
  minimumGroupingDigits: number;
  /** what stands before a negative number's digits ('-', or a direction mark and '-') */
  minus: string;
}

/**
 * The locale every number and date of a page in `language` is written with: the language's own
 * separators, month names and order, always with Latin digits (0-9), also in Arabic (decision 106:
 * prices, quantities, countdowns, dates, order codes and phone numbers all read the same way).
 * Every `Intl.NumberFormat`, `Intl.DateTimeFormat` and `toLocale…String` takes its locale from here
 * (a test checks the source).
 */
export function formatLocale(language: string): string {
  const tag = language.trim() || 'en-US';
  return /-u-/i.test(tag) ? tag : `${tag}-u-nu-latn`;
}

const shapes = new Map<string, NumberShape>();

/** How `language` writes numbers (see `formatLocale`), read from this runtime's `Intl` (kept per language). */
export function numberShapeOf(language: string): NumberShape {
  const known = shapes.get(language);
  if (known) return known;
  const format = new Intl.NumberFormat(formatLocale(language), { maximumFractionDigits: 1 });
  const part = (value: number, type: Intl.NumberFormatPartTypes, fallback: string) =>
    format.formatToParts(value).find((p) => p.type === type)?.value ?? fallback;
  const plain = new Intl.NumberFormat(formatLocale(language), { useGrouping: false });
  const digits = Array.from({ length: 10 }, (_, d) => plain.format(d)).join('');
  const groups = format
    .formatToParts(1234567890)
    .filter((p) => p.type === 'integer')
    .map((p) => p.value.length);
  const negative = format.formatToParts(-1);
  const shape: NumberShape = {
    digits: [...digits].length === 10 ? digits : '0123456789',
    decimal: part(1.5, 'decimal', '.'),
    group: part(1234567890, 'group', ','),
    primaryGroup: groups.at(-1) ?? 3,
    secondaryGroup: groups.length > 2 ? (groups.at(-2) ?? 3) : (groups.at(-1) ?? 3),
    minimumGroupingDigits: format.formatToParts(1000).some((p) => p.type === 'group') ? 1 : 2,
    minus: negative
      .slice(
        0,
        negative.findIndex((p) => p.type === 'integer'),
      )
      .map((p) => p.value)
      .join(''),
  };
  shapes.set(language, shape);
  return shape;
}

/**
 * `value` with at least `minFraction` and at most `maxFraction` decimals, rounded half away from
 * zero on its shortest decimal form, as `Intl.NumberFormat(formatLocale(locale), { minimumFractionDigits,
 * maximumFractionDigits })` writes it.
 */
export function formatDecimal(
  value: number,
  shape: NumberShape,
  { minFraction = 0, maxFraction = 3 }: { minFraction?: number; maxFraction?: number } = {},
): string {
  if (!Number.isFinite(value)) return String(value);
  const [integer, fraction] = roundDecimal(Math.abs(value), maxFraction);
  let decimals = fraction.replace(/0+$/, '');
  if (decimals.length < minFraction) decimals = decimals.padEnd(minFraction, '0');
  // as Intl: a negative amount that rounds to zero keeps its sign
  const negative = value < 0 || Object.is(value, -0);
  const written = `${group(integer, shape)}${decimals ? `${shape.decimal}${decimals}` : ''}`;
  const localDigits =
    shape.digits === '0123456789'
      ? written
      : written.replace(/\d/g, (d) => Array.from(shape.digits)[Number(d)] ?? d);
  return negative ? `${shape.minus}${localDigits}` : localDigits;
}

/** The integer digits and `places` fraction digits of a non-negative number, rounded half up. */
function roundDecimal(value: number, places: number): [string, string] {
  const shortest = String(value);
  if (/e/i.test(shortest)) {
    const [integer = '0', fraction = ''] = value.toFixed(Math.min(places, 100)).split('.');
    return [integer, fraction];
  }
  const [integer = '0', fraction = ''] = shortest.split('.');
  if (fraction.length <= places) return [integer, fraction.padEnd(places, '0')];
  const kept = integer + fraction.slice(0, places);
  const roundUp = (fraction[places] ?? '0') >= '5';
  const digits = roundUp ? addOne(kept) : kept;
  const split = digits.length - places;
  return [digits.slice(0, split) || '0', digits.slice(split)];
}

/** A string of decimal digits plus one. */
function addOne(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] === '9') {
      out[i] = '0';
    } else {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
  }
  return `1${out.join('')}`;
}

/** The integer digits with the language's group separators. */
function group(integer: string, shape: NumberShape): string {
  if (integer.length < shape.primaryGroup + shape.minimumGroupingDigits) return integer;
  const parts = [integer.slice(-shape.primaryGroup)];
  let rest = integer.slice(0, -shape.primaryGroup);
  while (rest.length > shape.secondaryGroup) {
    parts.unshift(rest.slice(-shape.secondaryGroup));
    rest = rest.slice(0, -shape.secondaryGroup);
  }
  if (rest) parts.unshift(rest);
  return parts.join(shape.group);
}

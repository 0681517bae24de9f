import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

/**
 * Printable documents with pdfkit (a kept library, decision "Seller center: invoices"): the font
 * they are written in and text that mixes left-to-right and right-to-left scripts.
 *
 * pdfkit's own fonts (Helvetica…) hold Latin-1 only: an Arabic name would print as garbage. The
 * documents use DejaVu Sans from the system (Debian/Ubuntu `fonts-dejavu-core`, also packaged by
 * Fedora, Arch and Alpine), which covers Latin with accents, Greek, Cyrillic, Hebrew and Arabic;
 * nothing is downloaded. fontkit (inside pdfkit) joins Arabic letters and lays out an Arabic run
 * right to left, but it does not order a line's runs: `bidiRuns` does (a reduced Unicode
 * bidirectional algorithm: strong letters, European numbers with their separators and signs,
 * neutrals; no explicit embeddings). Without DejaVu the documents fall back to Helvetica and
 * `pdfFonts` says so, for a warning in the log.
 */

const FONT_DIRS = [
  '/usr/share/fonts/truetype/dejavu', // Debian, Ubuntu: fonts-dejavu-core
  '/usr/share/fonts/dejavu', // Fedora, Alpine
  '/usr/share/fonts/TTF', // Arch
  '/usr/local/share/fonts/dejavu',
];

export interface PdfFonts {
  regular: Buffer | 'Helvetica';
  bold: Buffer | 'Helvetica-Bold';
  /** false: pdfkit's Latin-1 fonts, as no Unicode font was found */
  unicode: boolean;
}

let fonts: Promise<PdfFonts> | undefined;

/** The documents' fonts, read once. */
export function pdfFonts(): Promise<PdfFonts> {
  fonts ??= (async () => {
    for (const dir of FONT_DIRS) {
      const regular = `${dir}/DejaVuSans.ttf`;
      const bold = `${dir}/DejaVuSans-Bold.ttf`;
      if (existsSync(regular)) {
        const regularData = await readFile(regular);
        const boldData = existsSync(bold) ? await readFile(bold) : regularData;
        return { regular: regularData, bold: boldData, unicode: true };
      }
    }
    return { regular: 'Helvetica', bold: 'Helvetica-Bold', unicode: false } satisfies PdfFonts;
  })();
  return fonts;
}

/** pdfkit, loaded by the first document rather than at start. */
export async function loadPdfKit() {
  return (await import('pdfkit')).default;
}

type BidiClass = 'L' | 'R' | 'EN' | 'CS' | 'ET' | 'N';

const RTL_LETTER = /[\u0590-\u065F\u066A-\u06EF\u06FA-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
const DIGIT = /[0-9\u0660-\u0669\u06F0-\u06F9]/u;
const SEPARATOR = /[.,:/\u00A0]/u;
const SIGN = /[#$%+\-\u00B0\u2030\u2212\p{Sc}]/u;
const LETTER = /[\p{L}\p{N}\p{M}]/u;
const MIRRORED: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '<': '>',
  '>': '<',
  '«': '»',
  '»': '«',
};

function classOf(ch: string): BidiClass {
  if (RTL_LETTER.test(ch)) return 'R';
  if (DIGIT.test(ch)) return 'EN';
  if (SEPARATOR.test(ch)) return 'CS';
  if (SIGN.test(ch)) return 'ET';
  if (LETTER.test(ch)) return 'L';
  return 'N';
}

/** Whether a text's first strong letter is right-to-left (its paragraph direction, Unicode P2). */
export function startsRtl(text: string): boolean | null {
  for (const ch of text) {
    const c = classOf(ch);
    if (c === 'R') return true;
    if (c === 'L') return false;
  }
  return null;
}

export interface BidiRun {
  text: string;
  /** shown right to left (fontkit reverses a run with Arabic or Hebrew letters by itself) */
  rtl: boolean;
}

/**
 * One line's runs in the order they are drawn from left to right, each run's text in logical
 * order. `rtlBase` is the paragraph's direction.
 */
export function bidiRuns(line: string, rtlBase: boolean): BidiRun[] {
  const chars = [...line];
  if (chars.length === 0) return [];
  const types = chars.map(classOf);
  const n = types.length;
  // W4: a separator between two numbers joins them ("1,250.50", "12/03")
  for (let i = 1; i < n - 1; i++) {
    if (types[i] === 'CS' && types[i - 1] === 'EN' && types[i + 1] === 'EN') types[i] = 'EN';
  }
  // W5: signs next to a number belong to it ("$12", "15%", "#10012")
  for (let i = 0; i < n; i++) {
    if (types[i] !== 'ET') continue;
    let j = i;
    while (j < n && types[j] === 'ET') j++;
    const touches = (i > 0 && types[i - 1] === 'EN') || (j < n && types[j] === 'EN');
    for (let k = i; k < j; k++) types[k] = touches ? 'EN' : 'N';
    i = j - 1;
  }
  // W6: other separators are neutral
  for (let i = 0; i < n; i++) if (types[i] === 'CS') types[i] = 'N';
  // W7: a number after left-to-right text (or at the start of a left-to-right line) is left to right
  let strong: BidiClass = rtlBase ? 'R' : 'L';
  for (let i = 0; i < n; i++) {
    const c = types[i]!;
    if (c === 'L' || c === 'R') strong = c;
    else if (c === 'EN' && strong === 'L') types[i] = 'L';
  }
  // N1/N2: neutrals between text of one direction take it (numbers count as right to left); else the base
  const base: BidiClass = rtlBase ? 'R' : 'L';
  const direction = (c: BidiClass): BidiClass => (c === 'L' ? 'L' : 'R');
  for (let i = 0; i < n; i++) {
    if (types[i] !== 'N') continue;
    let j = i;
    while (j < n && types[j] === 'N') j++;
    const before = i > 0 ? direction(types[i - 1]!) : base;
    const after = j < n ? direction(types[j]!) : base;
    const resolved = before === after ? before : base;
    for (let k = i; k < j; k++) types[k] = resolved;
    i = j - 1;
  }
  // implicit levels (I1/I2)
  const levels = types.map((c) => {
    if (rtlBase) return c === 'R' ? 1 : 2;
    return c === 'L' ? 0 : c === 'R' ? 1 : 2;
  });
  // runs of one level, in logical order
  const runs: { text: string; level: number }[] = [];
  for (let i = 0; i < n; i++) {
    const last = runs.at(-1);
    if (last && last.level === levels[i]) last.text += chars[i];
    else runs.push({ text: chars[i]!, level: levels[i]! });
  }
  // L2: from the highest level down to the lowest odd one, reverse each sequence at that level or above
  const highest = Math.max(...runs.map((r) => r.level));
  const lowestOdd = Math.min(...runs.map((r) => (r.level % 2 === 1 ? r.level : r.level + 1)));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < runs.length; i++) {
      if (runs[i]!.level < level) continue;
      let j = i;
      while (j < runs.length && runs[j]!.level >= level) j++;
      const reversed = runs.slice(i, j).reverse();
      runs.splice(i, j - i, ...reversed);
      i = j - 1;
    }
  }
  return runs.map((r) => {
    const rtl = r.level % 2 === 1;
    if (!rtl) return { text: r.text, rtl };
    // shown right to left, "(" looks like ")" (Unicode's mirrored characters, L4)
    const mirrored = [...r.text].map((ch) => MIRRORED[ch] ?? ch);
    // fontkit reverses runs with right-to-left letters itself; a run of spaces or punctuation it does not
    const text = RTL_LETTER.test(r.text) ? mirrored.join('') : mirrored.reverse().join('');
    return { text, rtl };
  });
}

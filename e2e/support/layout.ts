import type { Locator, Page } from 'playwright-core';

/**
 * Layout checks a person would notice: a page that scrolls sideways, text that spills out of its
 * box, two things drawn on top of each other, a label that wraps onto a second line.
 */

export interface SidewaysOverflow {
  /** document width minus viewport width, in CSS pixels */
  excess: number;
  /** the elements where the overflow starts (their parent still fits), widest first */
  culprits: string[];
}

/**
 * Null when the document is no wider than the viewport; else by how much it is, and the elements
 * that stick out while their parent fits: those are where a fix belongs, not their ancestors.
 * Elements inside a box that clips or scrolls sideways do not count, whatever their position.
 */
export async function sidewaysOverflow(page: Page): Promise<SidewaysOverflow | null> {
  // a string, not a function: the test runner's transpiler may wrap the page's code in helpers
  // (keepNames' __name) that do not exist in the page
  return page.evaluate(SIDEWAYS_OVERFLOW_SCRIPT) as Promise<SidewaysOverflow | null>;
}

const SIDEWAYS_OVERFLOW_SCRIPT = `(() => {
  const width = window.innerWidth;
  const excess = document.documentElement.scrollWidth - width;
  if (excess <= 0) return null;
  const rtl = getComputedStyle(document.documentElement).direction === 'rtl';
  // only the end side scrolls: the right in a left-to-right page, the left in Arabic
  const sticksOut = (el) => {
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) return 0;
    return Math.max(rtl ? -r.left : r.right - width, 0);
  };
  const top = (el) => el === document.body || el === document.documentElement;
  const clips = (el) => !top(el) && getComputedStyle(el).overflowX !== 'visible';
  // the box an element is laid out and clipped in: its parent, or for an absolutely positioned
  // element its nearest positioned ancestor (a box between them that clips does not clip it:
  // that is how a screen-reader-only label in a carousel slide can widen the page)
  const containerOf = (el) => {
    if (getComputedStyle(el).position !== 'absolute') return el.parentElement;
    let a = el.parentElement;
    while (a && !top(a)) {
      const s = getComputedStyle(a);
      if (s.position !== 'static' || s.transform !== 'none' || s.filter !== 'none') return a;
      a = a.parentElement;
    }
    return document.body;
  };
  const clipped = (el) => {
    if (getComputedStyle(el).position === 'fixed') return true;
    for (let a = containerOf(el); a && !top(a); a = containerOf(a)) if (clips(a)) return true;
    return false;
  };
  const describe = (el) => {
    const classes = [...el.classList].slice(0, 4).join('.');
    const label = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().replace(/\\s+/g, ' ');
    const r = el.getBoundingClientRect();
    return '<' + el.tagName.toLowerCase() + (classes ? '.' + classes : '') + '> "' + label.slice(0, 40) +
      '" x ' + Math.round(r.left) + '..' + Math.round(r.right);
  };
  const found = [];
  for (const el of document.body.querySelectorAll('*')) {
    const out = sticksOut(el);
    if (out <= 0.5 || clipped(el)) continue;
    const container = containerOf(el);
    if (container && !top(container) && sticksOut(container) > 0.5) continue;
    found.push({ amount: out, text: describe(el) });
  }
  found.sort((a, b) => b.amount - a.amount);
  return { excess, culprits: found.slice(0, 5).map((f) => f.text) };
})()`;

/** True when the page's document is wider than its viewport. */
export async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error(`${locator} is not visible`);
  return b;
}

/** True when the two elements' boxes share an area of more than one pixel each way. */
export async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [p, q] = [await box(a), await box(b)];
  const w = Math.min(p.x + p.width, q.x + q.width) - Math.max(p.x, q.x);
  const h = Math.min(p.y + p.height, q.y + q.height) - Math.max(p.y, q.y);
  return w > 1 && h > 1;
}

/** True when `inner` lies inside `outer`'s box (one pixel of slack for rounding). */
export async function inside(inner: Locator, outer: Locator): Promise<boolean> {
  const [i, o] = [await box(inner), await box(outer)];
  return (
    i.x >= o.x - 1 &&
    i.y >= o.y - 1 &&
    i.x + i.width <= o.x + o.width + 1 &&
    i.y + i.height <= o.y + o.height + 1
  );
}

/** True when the element's content is wider or taller than its box (it spills or is cut). */
export async function spills(locator: Locator): Promise<boolean> {
  return locator.evaluate(
    (el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
  );
}

/** The number of lines an element's text takes (distinct rows of its text's boxes). */
export async function lineCount(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    const tops = rects.map((r) => r.top + r.height / 2).sort((a, b) => a - b);
    let lines = 0;
    let last = Number.NEGATIVE_INFINITY;
    for (const middle of tops) {
      if (middle - last > 8) lines += 1;
      last = middle;
    }
    return lines;
  });
}

/**
 * The clear space between two elements' boxes: the larger of the horizontal and vertical gaps,
 * negative when the boxes overlap, 0 when they touch.
 */
export async function gapBetween(a: Locator, b: Locator): Promise<number> {
  const [p, q] = [await box(a), await box(b)];
  const horizontal = Math.max(q.x - (p.x + p.width), p.x - (q.x + q.width));
  const vertical = Math.max(q.y - (p.y + p.height), p.y - (q.y + q.height));
  return Math.max(horizontal, vertical);
}

/** The horizontal middle of the first drawn `character` of the element's text, in page pixels. */
export async function characterX(locator: Locator, character: string): Promise<number> {
  const x = await locator.evaluate((el, wanted) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = (node.textContent ?? '').indexOf(wanted);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      const rect = range.getBoundingClientRect();
      return rect.left + rect.width / 2;
    }
    return null;
  }, character);
  if (x === null) throw new Error(`${locator} has no "${character}"`);
  return x;
}

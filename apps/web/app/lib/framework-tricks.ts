/**
 * Every place where the storefront depends on the exact text React Router renders, in one module,
 * so that a framework upgrade is checked here and nowhere else. `framework-tricks.test.tsx` renders
 * React Router's real output (`createRequestHandler` with the app's `entry.server.tsx`) and fails
 * when it no longer matches what these tricks expect; at run time a rewrite whose pattern a page
 * lacks is reported (`reportMissingPattern`), so a trick cannot stop working silently.
 *
 * The tricks (docs/decisions.md, decision 39 "Scripts after the first paint"):
 * 1. `<link rel="modulepreload">` of `<Scripts />` is made inert (`x-modulepreload`), so the
 *    browser does not fetch ~150 KB of JavaScript before the page's HTML, stylesheet and image.
 * 2. `<script type="module">` of `<Scripts />` (the start-up module: `import` statements and
 *    `hydrateRoot`) is made inert (`x-module`), so it does not run before the first paint.
 * 3. `START_SCRIPTS`, an inline script placed after `<Scripts />` (root.tsx), turns both back on
 *    after the first frame: it relies on the start-up module being inline code it can copy, and
 *    on its `import("…")` of the entry module, which it leaves to it while it evaluates every other
 *    preloaded module ahead, one a task (decision 158).
 * 4. `<ScrollRestoration />`'s inline script stops after giving a new history entry its key: the
 *    scroll position it would then look up in sessionStorage was saved under an older key, so it
 *    cannot exist, and that first sessionStorage read took 5–25 ms while the page was being parsed
 *    (decision 154). A reload or a back/forward, whose entry keeps its key, still restores.
 * 5. The inline scripts of the document (START_SCRIPTS, tap-replay.ts's TAP_REPLAY_SCRIPT) are in
 *    the server's HTML only: root.tsx gives React their code when `import.meta.env.SSR` (Vite's
 *    constant, so the browser's bundle leaves the text out, ~1.5 KB gzipped) and an empty string in
 *    the browser. React does not set an element's `dangerouslySetInnerHTML` while hydrating it, and
 *    later sets it only when it changes, so the server's script stays as it was sent.
 * Other framework facts have tests of their own: React's `__reactProps$` (lib/tap-replay.ts) and
 * React Router's basename in the page (apps/api platform/web.ts, web-language.test.ts).
 */

export const INERT_PRELOAD_REL = 'x-modulepreload';
export const INERT_MODULE_TYPE = 'x-module';

/** The start of `<ScrollRestoration />`'s script, `(${restoreScroll})(storageKey, restoreKey)`. */
const SCROLL_SCRIPT_START = '<script>((storageKey2, restoreKey) => {';

/**
 * What trick 4 puts first in that script: a new history entry (no key yet, none asked for) gets
 * its key as React Router's own code would give it, and the script stops there.
 */
const SCROLL_NEW_ENTRY =
  ' if (!restoreKey && !(window.history.state && window.history.state.key)) {' +
  ' window.history.replaceState({ key: Math.random().toString(32).slice(2) }, ""); return; }';

/** The rewrites of the rendered document, each applied to every occurrence of `from`. */
export const HTML_REWRITES = [
  // trick 1: React Router renders `<link rel="modulepreload" href="…"/>` for every chunk
  { from: '<link rel="modulepreload"', to: `<link rel="${INERT_PRELOAD_REL}"` },
  // trick 2: React Router renders `<script type="module" async="">import …</script>`
  { from: '<script type="module"', to: `<script type="${INERT_MODULE_TYPE}"` },
  // trick 4: `<ScrollRestoration />`'s script (its `to` holds its `from`, but is longer than CARRY
  // and holds no other `<`, so `write` never keeps a rewritten one back to rewrite it again)
  { from: SCROLL_SCRIPT_START, to: `${SCROLL_SCRIPT_START}${SCROLL_NEW_ENTRY}` },
] as const;

export type HtmlPattern = (typeof HTML_REWRITES)[number]['from'];

/** A match may be split between two chunks: this many characters wait for the next one. */
const CARRY = Math.max(...HTML_REWRITES.map(({ from }) => from.length)) - 1;

/** Rewrites a document given in pieces (cut anywhere); `end` reports the patterns never found. */
export interface HtmlRewriter {
  write(text: string): string;
  end(text?: string): string;
}

export function htmlRewriter(onMissing: (pattern: HtmlPattern) => void = reportMissingPattern): HtmlRewriter {
  const found = new Set<HtmlPattern>();
  let pending = '';
  const rewrite = (text: string) => {
    let out = text;
    for (const { from, to } of HTML_REWRITES) {
      const parts = out.split(from);
      if (parts.length > 1) found.add(from);
      out = parts.join(to);
    }
    return out;
  };
  return {
    write(text) {
      const out = rewrite(pending + text);
      // keep back a last '<' too close to the end to tell whether it starts a tag to replace
      const last = out.lastIndexOf('<');
      const cut = last !== -1 && out.length - last <= CARRY ? last : out.length;
      pending = out.slice(cut);
      return out.slice(0, cut);
    },
    end(text = '') {
      const out = rewrite(pending + text);
      pending = '';
      for (const { from } of HTML_REWRITES) if (!found.has(from)) onMissing(from);
      return out;
    },
  };
}

const reported = new Set<string>();

/** Logs, once per process and pattern, that a page lacked a pattern a trick rewrites. */
export function reportMissingPattern(pattern: string): void {
  if (reported.has(pattern)) return;
  reported.add(pattern);
  console.error(
    `framework-tricks: a rendered page has no ${pattern}; React Router's output changed and a trick ` +
      'no longer applies (apps/web/app/lib/framework-tricks.ts, decisions 39 and 154)',
  );
}

/**
 * The start-up module's `import("…")` of the entry module, which START_SCRIPTS leaves to it
 * (`framework-tricks.test.tsx` checks that React Router still writes it so).
 */
export const LATER_IMPORT = /import\("([^"]+)"\)/;

/**
 * The `elementtiming` name of the first screen's main pictures (`ui/image.tsx` gives it to every
 * image fetched with high priority): START_SCRIPTS waits until they have been painted.
 */
export const PRIORITY_IMAGE = 'priority';

/** START_SCRIPTS starts the scripts this long after it runs if what it waits for has not come. */
export const START_AT_THE_LATEST_MS = 3000;

/**
 * Trick 3. The inline script that turns the inert tags back on once the first screen has been
 * painted: the first contentful paint, and every main picture (`PRIORITY_IMAGE`) on the screen
 * painted too, or failed (decision 165). On a slow network the HTML, the stylesheet and the main
 * pictures then have the line to themselves, so the page shows about a second earlier, and the
 * JavaScript follows. The moments are the browser's own reports, made once the frame is on the
 * screen (a `paint` entry, and Element Timing's entry for each picture, where the browser has
 * Element Timing; elsewhere a frame after the picture loads): a frame of our own ended before the
 * frame was shown, so the scripts could arrive over a fast line before the largest picture was
 * seen, and Lighthouse then counted them in the time to that picture (docs/performance.md,
 * "LCP is what remains"). A picture off the screen is not waited for. The scripts start at once on
 * the shopper's first touch or key, and after START_AT_THE_LATEST_MS at the latest. Until then the
 * page is the server's HTML: links and forms work as plain HTML, and taps are replayed after
 * hydration (lib/tap-replay.ts). A page without an inert start-up module is left to start on its
 * own: Vite's dev server gets React Router's scripts as they are (entry.server.tsx: its HMR runtime
 * must run before any route module, which the early evaluation above would break), and in
 * production a rewrite that missed is reported by the server (`reportMissingPattern`).
 *
 * One step a task (a message to itself, which no timer clamping delays): turning a preload on
 * starts its fetch, which cost ~1.3 ms a link on a slow machine, and the thirteen preloads of a
 * category page turned on at once were a task of 17–27 ms, 70–110 ms on Lighthouse's 4× slower CPU
 * (docs/performance.md, "Where the main-thread time goes"). Then each preloaded module is
 * evaluated in a task of its own (`import()`, in the order React Router lists them, which puts a
 * chunk's imports before it), the start-up module's own `import()` of the entry excepted: it must
 * run after the start-up module has set React Router's globals. The start-up module's static
 * imports would otherwise evaluate the shell, React Router and the route modules all in one task
 * (60–190 ms here, decision 158). A failed import is left to the start-up module to report, as it
 * would without this. The start-up module comes last.
 */
export const START_SCRIPTS = `(function () {
  var started = false;
  var steps = [];
  var channel = new MessageChannel();
  function next() {
    if (steps.length > 0) channel.port2.postMessage(0);
  }
  channel.port1.onmessage = function () {
    var step = steps.shift();
    var waiting = step ? step() : null;
    if (waiting) waiting.then(next, next);
    else next();
  };
  function start() {
    if (started) return;
    started = true;
    var links = document.querySelectorAll('link[rel="${INERT_PRELOAD_REL}"]');
    links.forEach(function (link) {
      steps.push(function () { link.rel = 'modulepreload'; });
    });
    var later = [];
    inerts.forEach(function (inert) {
      inert.textContent.replace(/${LATER_IMPORT.source}/g, function (all, url) { later.push(url); return all; });
    });
    links.forEach(function (link) {
      var url = link.getAttribute('href');
      if (later.indexOf(url) === -1) steps.push(function () { return import(url).catch(function () {}); });
    });
    steps.push(function () {
      inerts.forEach(function (inert) {
        var script = document.createElement('script');
        script.type = 'module';
        script.textContent = inert.textContent;
        document.head.appendChild(script);
      });
    });
    next();
  }
  // none: the page's scripts were left as React Router wrote them (Vite's dev server) and start
  // on their own
  var inerts = document.querySelectorAll('script[type="${INERT_MODULE_TYPE}"]');
  if (inerts.length === 0) return;
  var waits = 0;
  function wait() {
    var done = false;
    waits += 1;
    return function () {
      if (done) return;
      done = true;
      waits -= 1;
      if (waits === 0) setTimeout(start, 0);
    };
  }
  function afterFrame(then) {
    requestAnimationFrame(function () { setTimeout(then, 0); });
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  var painted = wait();
  if (types.indexOf('paint') !== -1) {
    new PerformanceObserver(function (list, observer) {
      observer.disconnect();
      painted();
    }).observe({ type: 'paint', buffered: true });
  } else afterFrame(painted);
  var images = [];
  document.querySelectorAll('img[elementtiming="${PRIORITY_IMAGE}"]').forEach(function (img) {
    images.push({ img: img, done: wait(), onScreen: null, painted: false });
  });
  function image(element) {
    for (var i = 0; i < images.length; i += 1) if (images[i].img === element) return images[i];
    return null;
  }
  function check(entry) {
    if (entry.onScreen === false || (entry.onScreen && entry.painted)) entry.done();
  }
  if (types.indexOf('element') !== -1 && window.IntersectionObserver) {
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (timing) {
        var entry = image(timing.element);
        if (entry) { entry.painted = true; check(entry); }
      });
    }).observe({ type: 'element', buffered: true });
    var sight = new IntersectionObserver(function (changes) {
      changes.forEach(function (change) {
        sight.unobserve(change.target);
        var entry = image(change.target);
        entry.onScreen = change.isIntersecting;
        check(entry);
      });
    });
    images.forEach(function (entry) {
      sight.observe(entry.img);
      entry.img.addEventListener('error', entry.done);
      if (entry.img.complete && entry.img.naturalWidth === 0) entry.done();
    });
  } else {
    images.forEach(function (entry) {
      var settled = function () { afterFrame(entry.done); };
      entry.img.addEventListener('load', settled);
      entry.img.addEventListener('error', settled);
      if (entry.img.complete) settled();
    });
  }
  setTimeout(start, ${START_AT_THE_LATEST_MS});
  ['pointerdown', 'keydown'].forEach(function (type) {
    addEventListener(type, start, { capture: true, once: true, passive: true });
  });
})();`;

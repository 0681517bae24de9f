/**
 * The storefront's scripts start after the page's first paint (decision 39). The server renders
 * React Router's module preloads and its start-up module inert (`lib/defer-scripts.server.ts`);
 * this inline script, placed after them, turns them back on at the first moment after a frame
 * has been painted. On a slow network the HTML, the stylesheet and the main image then have the
 * line to themselves, so the page shows about a second earlier, and the ~150 KB of JavaScript
 * follows. Until then the page is the server's HTML: links and forms work as plain HTML.
 */
export const INERT_PRELOAD_REL = 'x-modulepreload';
export const INERT_MODULE_TYPE = 'x-module';

export const START_SCRIPTS = `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    document.querySelectorAll('link[rel="${INERT_PRELOAD_REL}"]').forEach(function (link) {
      link.rel = 'modulepreload';
    });
    document.querySelectorAll('script[type="${INERT_MODULE_TYPE}"]').forEach(function (inert) {
      var script = document.createElement('script');
      script.type = 'module';
      script.textContent = inert.textContent;
      document.head.appendChild(script);
    });
  }
  requestAnimationFrame(function () { setTimeout(start, 0); });
})();`;

/**
 * The page's icon: the operator's (issue 18 §6, a 192 px PNG), else the built-in SVG. Never both:
 * with both linked, Chromium fetched the SVG too and drew it in an SVG document of its own, made on
 * the main thread after the first paint (a 17–41 ms task on this machine; decision 161).
 */
export function SiteIcon({ favicon }: { favicon: string | null | undefined }) {
  return favicon ? (
    <link rel="icon" href={favicon} type="image/png" />
  ) : (
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
  );
}

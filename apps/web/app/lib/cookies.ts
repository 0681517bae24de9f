/** Reads a `Cookie` header (or `document.cookie`) into a map; later duplicates do not override earlier ones. */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 1) continue;
    const name = part.slice(0, index).trim();
    if (name in cookies) continue;
    const raw = part.slice(index + 1).trim();
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** Sets a first-party cookie for the whole site from the browser. */
export function setBrowserCookie(name: string, value: string, maxAgeSeconds = ONE_YEAR_SECONDS): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the server reads this cookie, so it must be a real cookie
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax`;
}

export function readBrowserCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return parseCookies(document.cookie)[name];
}

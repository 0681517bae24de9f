/** Reads the API the way any client would, to know what the seeded shop contains. */
export async function apiResult<T>(baseURL: string, path: string): Promise<T> {
  const response = await fetch(`${baseURL}/api/v1${path}`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  const body = (await response.json()) as { result: T };
  return body.result;
}

/** Text as it appears in HTML source (React escapes these characters). */
export function htmlEscaped(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The visible text of an HTML fragment, whitespace collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

import { formatLocale } from '@shop/contracts/number-format';
/** "5 Jan 2025, 14:05" in the page's language and the browser's time zone. */
export function formatDateTime(iso: string, language: string): string {
  return new Date(iso).toLocaleString(formatLocale(language), { dateStyle: 'medium', timeStyle: 'short' });
}

/** "5 Jan 2025". */
export function formatDate(iso: string, language: string): string {
  return new Date(iso).toLocaleDateString(formatLocale(language), { dateStyle: 'medium' });
}

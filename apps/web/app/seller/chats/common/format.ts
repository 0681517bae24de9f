import { formatLocale } from '@shop/contracts/number-format';
/**
 * When a message was written, in the page's language: the time for today's, the date and time
 * for older ones (the chats' lists and threads).
 */
export function formatChatTime(iso: string, language: string, now = new Date()): string {
  const date = new Date(iso);
  const sameDay =
    date.getFullYear() === now.getFullYear() &&
    date.getMonth() === now.getMonth() &&
    date.getDate() === now.getDate();
  return sameDay
    ? date.toLocaleTimeString(formatLocale(language), { timeStyle: 'short' })
    : date.toLocaleString(formatLocale(language), { dateStyle: 'medium', timeStyle: 'short' });
}

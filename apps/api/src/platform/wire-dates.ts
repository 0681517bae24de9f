import { formatLocale } from '@shop/contracts/number-format';
import type { LanguageCode } from './language.ts';

/**
 * Display forms of dates on the wire (rules §8: 'd M, Y' and 'h:i A'), in UTC, with the
 * month and day-period names of the request's language and Latin digits on the Gregorian calendar.
 */

const dateFormats = new Map<LanguageCode, Intl.DateTimeFormat>();
const timeFormats = new Map<LanguageCode, Intl.DateTimeFormat>();

function format(
  cache: Map<LanguageCode, Intl.DateTimeFormat>,
  lang: LanguageCode,
  options: Intl.DateTimeFormatOptions,
) {
  let f = cache.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(formatLocale(lang), {
      ...options,
      timeZone: 'UTC',
      calendar: 'gregory',
      numberingSystem: 'latn',
    });
    cache.set(lang, f);
  }
  return f;
}

const commas = new Map<LanguageCode, string>();

/**
 * The comma the language writes between the parts of a date, with its space (", "; "، " in Arabic),
 * as its own long date writes it after the weekday ("Friday, January 5, 2024"; "الجمعة، 5 يناير 2024").
 */
export function dateComma(lang: LanguageCode): string {
  let comma = commas.get(lang);
  if (comma === undefined) {
    const parts = new Intl.DateTimeFormat(formatLocale(lang), {
      dateStyle: 'full',
      timeZone: 'UTC',
    }).formatToParts(new Date(0));
    const afterWeekday = parts[parts.findIndex((p) => p.type === 'weekday') + 1];
    comma = afterWeekday?.type === 'literal' && /[,،]/.test(afterWeekday.value) ? afterWeekday.value : ', ';
    commas.set(lang, comma);
  }
  return comma;
}

/** "05 Jan, 2024" (the order date format DD MMM, YYYY of storefront spec §9), with the language's comma. */
export function displayDate(date: Date, lang: LanguageCode): string {
  const parts = format(dateFormats, lang, { day: '2-digit', month: 'short', year: 'numeric' }).formatToParts(
    date,
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month').replace(/\.$/, '')}${dateComma(lang)}${part('year')}`;
}

/** "09:05 PM": hours 01-12 with the day period. */
export function displayTime(date: Date, lang: LanguageCode): string {
  const parts = format(timeFormats, lang, { hour: '2-digit', minute: '2-digit', hour12: true }).formatToParts(
    date,
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')} ${part('dayPeriod')}`.trim();
}

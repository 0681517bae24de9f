import { formatLocale } from './number-format.ts';
import type { CurrencySettings } from './page-config.ts';

/**
 * Money is an integer count of minor units inside the server and a decimal number on the wire.
 * These helpers are the one place where the two meet.
 */
export function toMinor(amount: number, decimals: number): number {
  return Math.round(amount * 10 ** decimals);
}

export function fromMinor(minor: number, decimals: number): number {
  return minor / 10 ** decimals;
}

/** Formats a wire amount (decimal) for display with the shop's currency settings. */
export function formatMoney(amount: number, currency: CurrencySettings, locale = 'en-US'): string {
  const number = new Intl.NumberFormat(formatLocale(locale), {
    minimumFractionDigits: currency.decimals,
    maximumFractionDigits: currency.decimals,
  }).format(amount);
  return withSymbol(number, currency);
}

/** An amount already written as a number, with the currency's symbol where the shop puts it. */
export function withSymbol(number: string, currency: CurrencySettings): string {
  switch (currency.position) {
    case 'symbol_first':
      return `${currency.symbol}${number}`;
    case 'amount_first':
      return `${number}${currency.symbol}`;
    case 'symbol_space':
      return `${currency.symbol} ${number}`;
    case 'amount_space':
      return `${number} ${currency.symbol}`;
  }
}

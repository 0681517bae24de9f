import { GUEST_COOKIE } from '@shop/contracts/constants';
import { formatMoney } from '@shop/contracts/money';
import type { CurrencySettings, Language, PageConfig } from '@shop/contracts/page-config';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type ApiClient, createApiClient } from './api-client.ts';
import { readString } from './browser-storage.ts';
import { readBrowserCookie } from './cookies.ts';
import { STORAGE_KEYS } from './storage-keys.ts';
import { savedZoneId } from './user-location.ts';

interface ShopContextValue {
  config: PageConfig;
  /** The language the page is rendered in. */
  language: Language;
  api: ApiClient;
  formatMoney: (amount: number) => string;
}

const ShopContext = createContext<ShopContextValue | null>(null);

/** The browser's API client: token, zone and guest id are read from storage on every call. */
export function createBrowserApiClient(config: PageConfig, language: string): ApiClient {
  return createApiClient({
    baseUrl: config.generalSettings.apiUrl || '/api/v1',
    language: () => language,
    token: () => readString('local', STORAGE_KEYS.accessToken),
    zoneId: savedZoneId,
    guestUserId: () => readBrowserCookie(GUEST_COOKIE) ?? null,
  });
}

export function ShopProvider({
  config,
  languageCode,
  children,
}: {
  config: PageConfig;
  languageCode: string;
  children: ReactNode;
}) {
  const value = useMemo<ShopContextValue>(() => {
    const language = config.languages.find((l) => l.code === languageCode) ?? {
      code: languageCode,
      name: languageCode,
      flag: 'us',
      isRtl: false,
    };
    return {
      config,
      language,
      api: createBrowserApiClient(config, languageCode),
      formatMoney: moneyFormatter(config.currency, language.code),
    };
  }, [config, languageCode]);
  return <ShopContext.Provider value={value}>{children}</ShopContext.Provider>;
}

function useShop(): ShopContextValue {
  const value = useContext(ShopContext);
  if (!value) throw new Error('ShopProvider is missing above this component');
  return value;
}

/** The page configuration the server rendered the page with. */
export function usePageConfig(): PageConfig {
  return useShop().config;
}

export function useLanguage(): Language {
  return useShop().language;
}

export function useApi(): ApiClient {
  return useShop().api;
}

export function useIsMultiVendor(): boolean {
  return useShop().config.generalSettings.appMode === 'multiVendor';
}

/**
 * `formatMoney` of the contracts for one currency and language, with one Intl.NumberFormat for all
 * amounts: `formatMoney` builds a new one per call, and a page of product cards formats hundreds
 * of prices (it was the costliest script of the home page's hydration). The symbol's placement is
 * taken from `formatMoney`'s own answer for 0, so it stays the one definition of it.
 */
export function moneyFormatter(currency: CurrencySettings, locale: string): (amount: number) => string {
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: currency.decimals,
    maximumFractionDigits: currency.decimals,
  });
  const zero = number.format(0);
  const sample = formatMoney(0, currency, locale);
  const at = sample.indexOf(zero);
  if (at === -1 || sample.indexOf(zero, at + 1) !== -1) {
    return (amount) => formatMoney(amount, currency, locale);
  }
  const before = sample.slice(0, at);
  const after = sample.slice(at + zero.length);
  return (amount) => `${before}${number.format(amount)}${after}`;
}

/** Formats a wire amount with the shop's currency, digits in the page's language. */
export function useFormatMoney(): (amount: number) => string {
  return useShop().formatMoney;
}

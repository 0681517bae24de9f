import { GUEST_COOKIE } from '@shop/contracts/constants';
import { withSymbol } from '@shop/contracts/money';
import { formatDecimal, type NumberShape, numberShapeOf } from '@shop/contracts/number-format';
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
  formatNumber: NumberFormatter;
}

/** Writes a number in the page's language with between `minFraction` and `maxFraction` decimals. */
export type NumberFormatter = (
  value: number,
  fraction?: { minFraction?: number; maxFraction?: number },
) => string;

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
  numberShape,
  children,
}: {
  config: PageConfig;
  languageCode: string;
  /** how the language writes numbers, as the server read it (else read here from Intl) */
  numberShape?: NumberShape;
  children: ReactNode;
}) {
  const value = useMemo<ShopContextValue>(() => {
    const language = config.languages.find((l) => l.code === languageCode) ?? {
      code: languageCode,
      name: languageCode,
      flag: 'us',
      isRtl: false,
    };
    const shape = numberShape ?? numberShapeOf(language.code);
    return {
      config,
      language,
      api: createBrowserApiClient(config, languageCode),
      formatMoney: moneyFormatter(config.currency, shape),
      formatNumber: (value, fraction) => formatDecimal(value, shape, fraction),
    };
  }, [config, languageCode, numberShape]);
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
 * The shop's money format for one language, written without Intl (contracts/number-format): the
 * browser's first Intl number format sets up its locale data in one long task (decision 48).
 */
export function moneyFormatter(currency: CurrencySettings, shape: NumberShape): (amount: number) => string {
  const fraction = { minFraction: currency.decimals, maxFraction: currency.decimals };
  return (amount) => withSymbol(formatDecimal(amount, shape, fraction), currency);
}

/** Formats a wire amount with the shop's currency, digits in the page's language. */
export function useFormatMoney(): (amount: number) => string {
  return useShop().formatMoney;
}

/** Writes numbers in the page's language (ratings, shares, counts). */
export function useFormatNumber(): NumberFormatter {
  return useShop().formatNumber;
}

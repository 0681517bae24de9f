import { GUEST_COOKIE } from '@shop/contracts/constants';
import { formatMoney } from '@shop/contracts/money';
import type { Language, PageConfig } from '@shop/contracts/page-config';
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
    return { config, language, api: createBrowserApiClient(config, languageCode) };
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

/** Formats a wire amount with the shop's currency, digits in the page's language. */
export function useFormatMoney(): (amount: number) => string {
  const { config, language } = useShop();
  return (amount) => formatMoney(amount, config.currency, language.code);
}

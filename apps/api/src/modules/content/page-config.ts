import type { PageConfig, PaymentMethod } from '@shop/contracts/page-config';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { countries, languages } from '../../db/schema/index.ts';
import type { Config } from '../../platform/config.ts';
import type { LanguageCode } from '../../platform/language.ts';
import { translateText } from '../../platform/messages.ts';
import { readSettings } from '../../platform/settings.ts';
import { DEMO_CUSTOMER } from '../../seed/reference-data.ts';

export const API_PATH = '/api/v1';

const PAYMENT_METHOD_NAMES: Record<string, string> = {
  cash_on_delivery: 'Cash on Delivery',
  card_on_delivery: 'Card on Delivery',
  stripe: 'Stripe',
  paypal: 'PayPal',
  bkash: 'bKash',
  razorpay: 'Razorpay',
};

/**
 * "cash_on_delivery" → "Cash on Delivery" style name, known names first; with `lang`, in that
 * language (an order's payment method is shown in the shopper's language).
 */
export function paymentMethodName(value: string, lang?: LanguageCode): string {
  const english =
    PAYMENT_METHOD_NAMES[value] ??
    value
      .split(/[_-]+/)
      .filter(Boolean)
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join(' ');
  return lang ? translateText(lang, english) : english;
}

export function paymentMethodsOf(values: string[]): PaymentMethod[] {
  return [...new Set(values)]
    .filter((value) => /^[a-z0-9_-]+$/.test(value))
    .map((value) => ({ name: paymentMethodName(value), value, image: `/images/payments/${value}.svg` }));
}

/** The configuration the storefront renders every page with (API spec, "Page configuration"). */
export async function buildPageConfig(db: Database, config: Config): Promise<PageConfig> {
  const [settings, countryRows, languageRows] = await Promise.all([
    readSettings(db),
    db
      .select({ id: countries.id, name: countries.name, code: countries.code })
      .from(countries)
      .where(eq(countries.isActive, true))
      .orderBy(asc(countries.name)),
    db
      .select({ code: languages.code, name: languages.name, flag: languages.flag, isRtl: languages.isRtl })
      .from(languages)
      .where(eq(languages.isActive, true))
      .orderBy(asc(languages.sort), asc(languages.code)),
  ]);
  return {
    generalSettings: {
      appName: config.appName,
      appMode: config.appMode,
      rootUrl: config.publicUrl,
      apiUrl: API_PATH,
      demoMode: config.demoMode,
      logo: settings.siteLogo,
      primaryColor: config.primaryColor,
      favicon: settings.siteFavicon,
    },
    countries: countryRows,
    currency: { ...config.currency },
    defaultLang: config.defaultLanguage,
    languages: languageRows,
    paymentMethods: paymentMethodsOf(settings.paymentMethods),
    socialLogins: config.socialLogins.map((s) => ({ ...s })),
    demoCredentials: config.demoMode
      ? { phone: DEMO_CUSTOMER.phone, password: DEMO_CUSTOMER.password }
      : null,
  };
}

import type { PageConfig } from '@shop/contracts/page-config';
import type { Database } from '../../db/client.ts';
import type { Config } from '../../platform/config.ts';
import { paymentMethodsOf } from '../../platform/payment-method-name.ts';
import { readSettings } from '../../platform/settings.ts';
import { DEMO_CUSTOMER } from '../auth/index.ts';
import { activeCountries } from '../geo/index.ts';
import { activeLanguages } from './page-config-queries.ts';

export const API_PATH = '/api/v1';

/** The configuration the storefront renders every page with (API spec, "Page configuration"). */
export async function buildPageConfig(db: Database, config: Config): Promise<PageConfig> {
  const [settings, countryRows, languageRows] = await Promise.all([
    readSettings(db),
    activeCountries(db),
    activeLanguages(db),
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

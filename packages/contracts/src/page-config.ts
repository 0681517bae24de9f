import { z } from 'zod';
import { APP_MODES } from './constants.ts';

/** Currency display settings; `decimals` is the number of minor-unit digits (2 for USD). */
export const currencySettings = z.object({
  code: z.string().min(3).max(3),
  symbol: z.string().min(1),
  position: z.enum(['symbol_first', 'amount_first', 'symbol_space', 'amount_space']),
  decimals: z.number().int().min(0).max(4),
});
export type CurrencySettings = z.infer<typeof currencySettings>;

export const language = z.object({
  code: z.string(),
  name: z.string(),
  /** ISO 3166 alpha-2 country code of the flag (flag-icons class `fi-{flag}`). */
  flag: z.string(),
  isRtl: z.boolean(),
});
export type Language = z.infer<typeof language>;

export const country = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
export type Country = z.infer<typeof country>;

export const paymentMethod = z.object({ name: z.string(), value: z.string(), image: z.string() });
export type PaymentMethod = z.infer<typeof paymentMethod>;

/** The object the server puts into every rendered page (API spec, "Page configuration"). */
export const pageConfig = z.object({
  generalSettings: z.object({
    appName: z.string(),
    appMode: z.enum(APP_MODES),
    rootUrl: z.string(),
    apiUrl: z.string(),
    demoMode: z.boolean(),
    logo: z.string(),
    primaryColor: z.string(),
    /** the operator's favicon (a URL), absent or empty for the built-in one */
    favicon: z.string().optional(),
  }),
  countries: z.array(country),
  currency: currencySettings,
  defaultLang: z.string(),
  languages: z.array(language),
  paymentMethods: z.array(paymentMethod),
  socialLogins: z.array(z.object({ name: z.string(), url: z.string() })),
  /** Demo mode pre-fills the sign-in form with these. */
  demoCredentials: z.object({ phone: z.string(), password: z.string() }).nullable(),
});
export type PageConfig = z.infer<typeof pageConfig>;

import { z } from 'zod';
import { brandContrast, MIN_BRAND_CONTRAST } from '../brand-colour.ts';
import { APP_MODES, SHIPPED_LANGUAGES } from '../constants.ts';
import { emailText, text } from '../input.ts';

/**
 * The operator console's store settings and payment methods (issue 18 §5, §6). The form and the
 * API share these schemas. A stored value of null for the name, mode, colour, currency or default
 * language means "as the server's environment says" (APP_NAME, APP_MODE, PRIMARY_COLOR,
 * CURRENCY_*, DEFAULT_LANGUAGE); see the settings decision in docs/decisions.md.
 */

export const SETTINGS_MESSAGES = {
  saved: 'Store settings saved',
  nameRequired: 'The store name is required',
  nameTooLong: 'The store name may be at most 80 characters',
  colourInvalid: 'The colour must be a hex colour such as #005bff',
  colourUnreadable:
    'Text on this colour would be hard to read (its contrast is below 4.5:1). Choose a darker or lighter colour.',
  currencyCodeInvalid: 'The currency code is three capital letters (ISO 4217), such as USD',
  currencyCodeLocked:
    'The currency code cannot change once orders exist: their amounts were taken in the current currency',
  currencySymbolInvalid: 'The currency symbol is 1 to 5 characters',
  positionInvalid: 'Choose where the symbol goes',
  prefixInvalid: 'The order code prefix is at most 10 letters, digits or the signs # - _ /',
  phoneInvalid: 'The phone may be at most 40 characters',
  emailInvalid: 'Enter a valid e-mail address',
  addressTooLong: 'The address may be at most 300 characters',
  languageUnknown: 'Unknown language',
  languagesRequired: 'Offer at least one language',
  defaultLanguageOff: 'The default language must be one of the languages offered',
  modeInvalid: 'Choose single vendor or multi vendor',
  logoSaved: 'Logo saved',
  faviconSaved: 'Favicon saved',
  imageRemoved: 'Image removed',
  imageRequired: 'Choose an image',
  badImage: 'The image must be a JPEG, PNG or WebP file of at most 4 MB',
  paymentsSaved: 'Payment methods saved',
  paymentUnknown: 'Unknown payment method',
  lastPaymentMethod: 'At least one payment method must stay on: customers could not pay otherwise',
} as const;

const M = SETTINGS_MESSAGES;

export const CURRENCY_POSITIONS = ['symbol_first', 'amount_first', 'symbol_space', 'amount_space'] as const;

// Colour ----------------------------------------------------------------------------------------

const HEX = /^#[0-9a-f]{6}$/i;

export const primaryColourInput = text({ message: M.colourInvalid })
  .trim()
  .regex(HEX, { message: M.colourInvalid })
  .transform((v) => v.toLowerCase())
  .superRefine((value, ctx) => {
    if (brandContrast(value) < MIN_BRAND_CONTRAST)
      ctx.addIssue({ code: 'custom', message: M.colourUnreadable });
  });

// Settings --------------------------------------------------------------------------------------

export const currencyInput = z.object({
  code: text({ message: M.currencyCodeInvalid })
    .trim()
    .regex(/^[A-Z]{3}$/, { message: M.currencyCodeInvalid }),
  symbol: text({ message: M.currencySymbolInvalid })
    .trim()
    .min(1, { message: M.currencySymbolInvalid })
    .max(5, { message: M.currencySymbolInvalid }),
  position: z.enum(CURRENCY_POSITIONS, { message: M.positionInvalid }),
});

export const contactInput = z.object({
  phone: text().trim().max(40, { message: M.phoneInvalid }),
  email: z.union([
    z.literal(''),
    emailText({ message: M.emailInvalid }).max(200, { message: M.emailInvalid }),
  ]),
  address: text().trim().max(300, { message: M.addressTooLong }),
});

const languageCode = z.enum(SHIPPED_LANGUAGES, { message: M.languageUnknown });

/** `PATCH /admin/settings`: only the fields sent change. */
export const storeSettingsBody = z
  .object({
    appName: text({ message: M.nameRequired })
      .trim()
      .min(1, { message: M.nameRequired })
      .max(80, { message: M.nameTooLong }),
    /** null: as APP_MODE says */
    appMode: z.enum(APP_MODES, { message: M.modeInvalid }).nullable(),
    primaryColor: primaryColourInput,
    currency: currencyInput,
    defaultLanguage: languageCode,
    /** the languages offered to shoppers (at least one; the default among them) */
    languages: z.array(languageCode).min(1, { message: M.languagesRequired }).max(SHIPPED_LANGUAGES.length),
    orderCodePrefix: text({ message: M.prefixInvalid })
      .trim()
      .regex(/^[A-Za-z0-9#_/-]{0,10}$/, { message: M.prefixInvalid }),
    contact: contactInput,
  })
  .partial()
  .superRefine((body, ctx) => {
    if (body.languages && body.defaultLanguage && !body.languages.includes(body.defaultLanguage)) {
      ctx.addIssue({ code: 'custom', path: ['defaultLanguage'], message: M.defaultLanguageOff });
    }
  });
export type StoreSettingsBody = z.infer<typeof storeSettingsBody>;

/** The form's shape: every field present (the screen sends them all). */
export const storeSettingsForm = z
  .object({
    appName: storeSettingsBody.shape.appName.unwrap(),
    appMode: z.enum(['environment', ...APP_MODES]),
    primaryColor: primaryColourInput,
    currency: currencyInput,
    defaultLanguage: languageCode,
    languages: z.array(languageCode).min(1, { message: M.languagesRequired }),
    orderCodePrefix: storeSettingsBody.shape.orderCodePrefix.unwrap(),
    contact: contactInput,
  })
  .superRefine((body, ctx) => {
    if (!body.languages.includes(body.defaultLanguage)) {
      ctx.addIssue({ code: 'custom', path: ['defaultLanguage'], message: M.defaultLanguageOff });
    }
  });
export type StoreSettingsForm = z.input<typeof storeSettingsForm>;

export const adminStoreSettings = z.object({
  appName: z.string(),
  /** the stored mode; null = as APP_MODE */
  appMode: z.enum(APP_MODES).nullable(),
  /** the mode in force */
  effectiveAppMode: z.enum(APP_MODES),
  primaryColor: z.string(),
  currency: z.object({
    code: z.string(),
    symbol: z.string(),
    position: z.enum(CURRENCY_POSITIONS),
    /** fixed by CURRENCY_DECIMALS: the unit of every stored amount */
    decimals: z.number().int(),
  }),
  /** whether an order exists (the currency code is then fixed) */
  hasOrders: z.boolean(),
  defaultLanguage: z.string(),
  languages: z.array(
    z.object({ code: z.string(), name: z.string(), isActive: z.boolean(), isRtl: z.boolean() }),
  ),
  orderCodePrefix: z.string(),
  contact: z.object({ phone: z.string(), email: z.string(), address: z.string() }),
  logo: z.string(),
  favicon: z.string(),
  /** what the server's environment says (used while a setting is unset) */
  environment: z.object({
    appName: z.string(),
    appMode: z.enum(APP_MODES),
    primaryColor: z.string(),
    defaultLanguage: z.string(),
  }),
});
export type AdminStoreSettings = z.infer<typeof adminStoreSettings>;

export const SETTINGS_IMAGE_KINDS = ['logo', 'favicon'] as const;
export type SettingsImageKind = (typeof SETTINGS_IMAGE_KINDS)[number];

// Payment methods -------------------------------------------------------------------------------

export const adminPaymentMethod = z.object({
  value: z.string(),
  name: z.string(),
  image: z.string(),
  enabled: z.boolean(),
  /** paid at the door (cash or card on delivery) rather than online */
  onDelivery: z.boolean(),
});
export type AdminPaymentMethod = z.infer<typeof adminPaymentMethod>;

export const adminPaymentMethods = z.object({ methods: z.array(adminPaymentMethod) });
export type AdminPaymentMethods = z.infer<typeof adminPaymentMethods>;

export const paymentMethodParams = z.object({
  method: text().regex(/^[a-z0-9_-]{1,40}$/, { message: M.paymentUnknown }),
});

export const paymentMethodBody = z.object({
  enabled: z.boolean({ message: 'Must be true or false' }),
});
export type PaymentMethodBody = z.infer<typeof paymentMethodBody>;

import { z } from 'zod';
import {
  AUTH_MESSAGES,
  authUser,
  codeField,
  formFlag,
  MAX_PASSWORD_LENGTH,
  nameField,
  newPasswordField,
  optionalEmailField,
  PHONE_PATTERN,
  passwordConfirmationField,
  phoneField,
  withConfirmation,
} from './auth.ts';
import { cartItem } from './cart.ts';
import { ADDRESS_TYPES } from './constants.ts';
import { idInput, text } from './input.ts';
import { country } from './page-config.ts';

/**
 * The account area: saved addresses (API spec "Locations and addresses"), profile and password
 * (API spec "User profile"), and the delivery-zone change of the cart (`/checkout/zone/update`).
 */

/** The address form's messages (storefront spec §5) and the API's answers (storefront spec §8). */
export const ACCOUNT_MESSAGES = {
  countryRequired: 'Country is required',
  stateRequired: 'State is required',
  cityRequired: 'Select a city',
  areaRequired: 'Select an area',
  addressRequired: 'Address is required',
  addressTooLong: 'Address may be at most 500 characters',
  typeRequired: 'Save as is required',
  fieldTooLong: 'This field is too long',
  addressSaved: 'Address saved successfully!',
  addressUpdated: 'Address updated successfully!',
  addressDeleted: 'Address deleted successfully!',
  profileUpdated: 'Profile updated successfully',
  passwordUpdated: 'Password updated successfully',
  currentPasswordRequired: 'Enter your current password',
  phoneCodeSent: 'Enter the code we sent to your new phone number to change it',
  phoneChanged: 'Your phone number has been changed',
} as const;

/** A required id in a form: a number or its digits; anything else gives `message`. */
function requiredId(message: string) {
  return idInput(message);
}

/** An optional text field: empty means none (null). */
function optionalText(max: number, message: string) {
  return z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    text().trim().max(max, { message }).optional(),
  );
}

/** POST /user/address (and /user/address/update with `id`). */
export const addressBody = z.object({
  countryId: requiredId(ACCOUNT_MESSAGES.countryRequired),
  stateId: requiredId(ACCOUNT_MESSAGES.stateRequired),
  cityId: requiredId(ACCOUNT_MESSAGES.cityRequired),
  areaId: requiredId(ACCOUNT_MESSAGES.areaRequired),
  address: text({ message: ACCOUNT_MESSAGES.addressRequired })
    .trim()
    .min(1, { message: ACCOUNT_MESSAGES.addressRequired })
    .max(500, { message: ACCOUNT_MESSAGES.addressTooLong }),
  direction: optionalText(500, ACCOUNT_MESSAGES.addressTooLong),
  postalCode: optionalText(20, ACCOUNT_MESSAGES.fieldTooLong),
  /** a contact phone for this address (digits), optional */
  phone: z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    text().trim().regex(PHONE_PATTERN, { message: AUTH_MESSAGES.phoneInvalid }).optional(),
  ),
  type: z.enum(ADDRESS_TYPES, { message: ACCOUNT_MESSAGES.typeRequired }),
  /** make this the default address (the first address always is) */
  isDefault: formFlag.optional(),
});
export type AddressBody = z.infer<typeof addressBody>;
/** What the address form holds before it is parsed (ids may be empty strings). */
export type AddressFormInput = z.input<typeof addressBody>;

export const addressIdBody = z.object({ id: requiredId('Invalid id') });
export const updateAddressBody = addressBody.extend({ id: requiredId('Invalid id') });
export type UpdateAddressBody = z.infer<typeof updateAddressBody>;

const place = z.object({ id: z.number().int(), name: z.string() });

/** A saved address in its read form, with the nested country, state, city and area. */
export const address = z.object({
  id: z.number().int(),
  countryId: z.number().int(),
  country: place.extend({ code: z.string() }),
  stateId: z.number().int(),
  state: place,
  cityId: z.number().int(),
  city: place,
  areaId: z.number().int(),
  area: place.extend({ zone_id: z.number().int().nullable() }),
  address: z.string(),
  direction: z.string().nullable(),
  postalCode: z.string().nullable(),
  phone: z.string().nullable(),
  type: z.enum(ADDRESS_TYPES),
  isDefault: z.boolean(),
  /** "address, area, city, state, country" */
  fullAddress: z.string(),
});
export type Address = z.infer<typeof address>;

/** GET /user/addresses → result: the default address first, then newest first; active countries. */
export const addressesResult = z.object({ addresses: z.array(address), countries: z.array(country) });
export type AddressesResult = z.infer<typeof addressesResult>;

/** POST /user/address/delete → result */
export const addressDeleteResult = z.object({ message: z.string() });

/** Avatars: JPEG, PNG or WebP (recognised by content), at most 2 MB, stored as WebP. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_FORMATS = ['jpeg', 'png', 'webp'] as const;
export const AVATAR_ACCEPT = 'image/jpeg,image/png,image/webp';
export const AVATAR_INVALID_MESSAGE = 'The avatar must be a JPG, PNG or WebP image of at most 2 MB';

/** POST /user/update-info (multipart; the optional `avatar` file travels beside these fields). */
export const updateInfoBody = z.object({
  name: nameField,
  phone: phoneField,
  email: optionalEmailField,
});
export type UpdateInfoBody = z.infer<typeof updateInfoBody>;

/**
 * POST /user/update-info → result: the user as stored now. A different phone is not changed yet:
 * a code went to it, `phoneVerificationRequired` is true and `pendingPhone` names it; the change
 * happens at POST /user/verify-phone.
 */
export const updateInfoResult = authUser.extend({
  phoneVerificationRequired: z.boolean(),
  pendingPhone: z.string().nullable(),
});
export type UpdateInfoResult = z.infer<typeof updateInfoResult>;

/** The account's current password, as proof for a change of the account (decision 55). */
export const currentPasswordField = text({ message: ACCOUNT_MESSAGES.currentPasswordRequired })
  .min(1, { message: ACCOUNT_MESSAGES.currentPasswordRequired })
  .max(MAX_PASSWORD_LENGTH, { message: AUTH_MESSAGES.passwordTooLong });

/**
 * POST /user/verify-phone: the new phone, the code sent to it and the account's current password.
 * The password is optional here only because an account that has no phone yet (social login) has
 * no password its owner knows: the API requires it from every account that has a phone.
 */
export const verifyPhoneBody = z.object({
  phone: phoneField,
  code: codeField,
  password: currentPasswordField.optional(),
});
export type VerifyPhoneBody = z.infer<typeof verifyPhoneBody>;

/**
 * POST /user/update-password. `oldPassword` (the current password) is required: a token alone must
 * not be enough to take over the account (decision "Accounts: changes that need proof").
 */
export const updatePasswordBody = withConfirmation(
  z.object({
    oldPassword: currentPasswordField,
    password: newPasswordField,
    passwordConfirmation: passwordConfirmationField,
  }),
);
export type UpdatePasswordBody = z.infer<typeof updatePasswordBody>;

/** POST /checkout/zone/update */
/**
 * `dryRun` (issue 19 §3): answers what the move would change (`changes`, and the cart as it is)
 * without changing anything, so the shopper is told which lines go before confirming.
 */
export const zoneUpdateBody = z.object({
  newZoneId: requiredId('Select a delivery zone'),
  dryRun: z
    .preprocess(
      (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' || v === '' ? false : v),
      z.boolean(),
    )
    .optional(),
});
export type ZoneUpdateBody = z.infer<typeof zoneUpdateBody>;

export const ZONE_CHANGE_KINDS = ['moved', 'clamped', 'removed'] as const;
export type ZoneChangeKind = (typeof ZONE_CHANGE_KINDS)[number];

/**
 * One cart line the zone change touched: `moved` to another warehouse of its shop (same
 * quantity), `clamped` (moved or kept, with less quantity: the new warehouse has less stock), or
 * `removed` (no warehouse of the shop serves the new zone with stock).
 */
export const zoneChange = z.object({
  cartId: z.number().int(),
  kind: z.enum(ZONE_CHANGE_KINDS),
  productVariationId: z.number().int(),
  productName: z.string(),
  /** the variation's name in the request's language ("Red-M"), '' for a product without variations */
  variationName: z.string(),
  fromWarehouseId: z.number().int(),
  toWarehouseId: z.number().int().nullable(),
  previousQty: z.number().int(),
  qty: z.number().int(),
});
export type ZoneChange = z.infer<typeof zoneChange>;

/** POST /checkout/zone/update → result: the cart in the new zone and what changed. */
export const zoneUpdateResult = z.object({ carts: z.array(cartItem), changes: z.array(zoneChange) });
export type ZoneUpdateResult = z.infer<typeof zoneUpdateResult>;

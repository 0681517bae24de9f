import { z } from 'zod';
import { AUTH_MESSAGES, codeField, MAX_PASSWORD_LENGTH, PHONE_PATTERN } from './auth.ts';
import { MIN_PASSWORD_LENGTH } from './constants.ts';
import { emailText, text } from './input.ts';

/**
 * Seller registration (storefront spec §2 "Seller signup", §5; API spec "Seller"; rules §15 with
 * rule 9). The same schema checks the storefront's form and the API's body.
 */

/** The §5 messages word for word, plus the rules the spec leaves open (decisions "Seller signup"). */
export const SELLER_SIGNUP_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: AUTH_MESSAGES.nameTooLong,
  emailInvalid: 'Provide a valid email',
  emailRequired: 'Email is required',
  phoneRequired: 'Phone is required',
  phoneInvalid: AUTH_MESSAGES.phoneInvalid,
  shopNameRequired: 'Shop Name is required',
  shopNameTooLong: 'Shop Name may be at most 100 characters',
  passwordRequired: 'Password is required',
  passwordTooShort: AUTH_MESSAGES.passwordTooShort,
  passwordTooLong: AUTH_MESSAGES.passwordTooLong,
  confirmPasswordRequired: 'Confirm Password is required',
  passwordsMustMatch: AUTH_MESSAGES.passwordsMustMatch,
  userExists: 'User already exists',
  registered: 'Your registration has been successful, please wait for approval',
  codeSent: 'A verification code has been sent to your phone',
  accountPasswordMismatch:
    'This phone already has an account. Enter its password to add a shop to it, or reset the password first.',
  alreadyHasShop: 'This account already has a shop',
} as const;

const M = SELLER_SIGNUP_MESSAGES;

function required(message: string) {
  return text({ message }).trim().min(1, { message, abort: true });
}

/** POST /seller/signup body (JSON, or a form). */
export const sellerSignupBody = z
  .object({
    name: required(M.nameRequired).max(100, { message: M.nameTooLong }),
    email: required(M.emailRequired)
      .pipe(emailText({ message: M.emailInvalid }).max(254, { message: M.emailInvalid }))
      .transform((v) => v.toLowerCase()),
    phone: required(M.phoneRequired).regex(PHONE_PATTERN, { message: M.phoneInvalid }),
    shopName: required(M.shopNameRequired).max(100, { message: M.shopNameTooLong }),
    password: text({ message: M.passwordRequired })
      .min(1, { message: M.passwordRequired, abort: true })
      .min(MIN_PASSWORD_LENGTH, { message: M.passwordTooShort })
      .max(MAX_PASSWORD_LENGTH, { message: M.passwordTooLong }),
    confirmPassword: text({ message: M.confirmPasswordRequired }).min(1, {
      message: M.confirmPasswordRequired,
    }),
    /**
     * The code sent to `phone` by the first call (sent without it). With the right code the same
     * body registers the shop.
     */
    code: z.preprocess((value) => (value === '' || value === null ? undefined : value), codeField.optional()),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: M.passwordsMustMatch,
    path: ['confirmPassword'],
  });
export type SellerSignupBody = z.infer<typeof sellerSignupBody>;
/** What the storefront's form holds before parsing. */
export type SellerSignupInput = z.input<typeof sellerSignupBody>;

/** POST /seller/signup without `code` → result: a code was sent to `phone`; nothing is created yet. */
export const sellerSignupCodeSent = z.object({
  verificationRequired: z.literal(true),
  phone: z.string(),
});
export type SellerSignupCodeSent = z.infer<typeof sellerSignupCodeSent>;

import { z } from 'zod';
import { cartItem } from './cart.ts';
import { MIN_PASSWORD_LENGTH, OTP_LENGTH } from './constants.ts';
import { emailText, text } from './input.ts';
import { country } from './page-config.ts';

/**
 * Sign-in, sign-up, phone verification and password reset (storefront spec §5, API spec "Auth").
 * The same schemas validate the storefront's forms and the API's bodies, so both show the same
 * messages. Form bodies carry strings only: booleans accept "true"/"false", "1"/"0" and "on".
 */

/** The validation messages of storefront spec §5, word for word where the spec quotes them. */
/** The social sign-in providers (the `/auth/social/:provider` path and the stored accounts). */
export const SOCIAL_PROVIDERS = ['facebook', 'google'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const AUTH_MESSAGES = {
  phoneRequired: 'Phone is required',
  phoneInvalid: 'Provide a valid phone number',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password may be at most 128 characters',
  passwordConfirmationRequired: 'Confirm your password',
  passwordsMustMatch: 'Passwords must match',
  nameRequired: 'Name is required',
  nameTooLong: 'Name may be at most 100 characters',
  emailInvalid: 'Provide a valid email',
  agreeRequired: 'You must agree to the terms and conditions',
  codeRequired: 'Code is required',
  codeLength: 'The code must be 6 digits',
} as const;

/** Longest password accepted (hashing cost is bounded; no real password is longer). */
export const MAX_PASSWORD_LENGTH = 128;
/** Phone numbers are stored as digits only: 6 to 15 of them (E.164 allows at most 15). */
export const PHONE_PATTERN = /^\d{6,15}$/;

/** A checkbox or flag: a boolean, or its form spelling. */
export const formFlag = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  const v = value.trim().toLowerCase();
  if (v === 'true' || v === '1' || v === 'on') return true;
  if (v === 'false' || v === '0' || v === '' || v === 'off') return false;
  return value;
}, z.boolean());

/** Digits only, required ('Phone is required', 'Provide a valid phone number'). */
export const phoneField = text({ message: AUTH_MESSAGES.phoneRequired })
  .trim()
  .min(1, { message: AUTH_MESSAGES.phoneRequired })
  .regex(PHONE_PATTERN, { message: AUTH_MESSAGES.phoneInvalid });

/** The sign-in password: only required (an old password may be shorter than today's minimum). */
export const passwordField = text({ message: AUTH_MESSAGES.passwordRequired })
  .min(1, { message: AUTH_MESSAGES.passwordRequired })
  .max(MAX_PASSWORD_LENGTH, { message: AUTH_MESSAGES.passwordTooLong });

/** A new password: at least 6 characters. */
export const newPasswordField = text({ message: AUTH_MESSAGES.passwordRequired })
  .min(1, { message: AUTH_MESSAGES.passwordRequired })
  .min(MIN_PASSWORD_LENGTH, { message: AUTH_MESSAGES.passwordTooShort })
  .max(MAX_PASSWORD_LENGTH, { message: AUTH_MESSAGES.passwordTooLong });

/** The 6-digit one-time code (storefront spec §5: exactly 6 characters, required). */
export const codeField = text({ message: AUTH_MESSAGES.codeRequired })
  .trim()
  .min(1, { message: AUTH_MESSAGES.codeRequired })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { message: AUTH_MESSAGES.codeLength });

export const nameField = text({ message: AUTH_MESSAGES.nameRequired })
  .trim()
  .min(1, { message: AUTH_MESSAGES.nameRequired })
  .max(100, { message: AUTH_MESSAGES.nameTooLong });

/** An optional e-mail: an empty field means none. Stored lower-cased. */
export const optionalEmailField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  emailText({ message: AUTH_MESSAGES.emailInvalid })
    .max(254, { message: AUTH_MESSAGES.emailInvalid })
    .transform((v) => v.trim().toLowerCase())
    .optional(),
);

/** Only sign-in by phone exists; old clients may send `authVia: 'phone'`. */
const authVia = z.literal('phone', { message: 'Only sign-in by phone is supported' }).optional();

/** Two password fields that must be equal; the mismatch is reported on `passwordConfirmation`. */
export function withConfirmation<
  T extends z.ZodObject<{ password: z.ZodType; passwordConfirmation: z.ZodType }>,
>(schema: T) {
  return schema.refine((v) => v.password === v.passwordConfirmation, {
    message: AUTH_MESSAGES.passwordsMustMatch,
    path: ['passwordConfirmation'],
  });
}

export const passwordConfirmationField = text({ message: AUTH_MESSAGES.passwordConfirmationRequired }).min(
  1,
  { message: AUTH_MESSAGES.passwordConfirmationRequired },
);

/** POST /auth/login. `remember` false gives a token that lasts one day instead of a year. */
export const signInBody = z.object({
  authVia,
  phone: phoneField,
  password: passwordField,
  remember: formFlag.optional(),
});
export type SignInBody = z.infer<typeof signInBody>;

/** POST /auth/signup. The e-mail is optional (the storefront's form does not ask for it). */
export const signUpBody = z.object({
  authVia,
  name: nameField,
  phone: phoneField,
  email: optionalEmailField,
  password: newPasswordField,
  agree: formFlag.refine((v) => v === true, { message: AUTH_MESSAGES.agreeRequired }),
});
export type SignUpBody = z.infer<typeof signUpBody>;

/** POST /auth/verify and POST /auth/verify/code. */
export const verifyBody = z.object({ authVia, phone: phoneField, code: codeField });
export type VerifyBody = z.infer<typeof verifyBody>;

/** Why a code is sent: to verify a new account, or to reset a forgotten password (the default). */
export const CODE_PURPOSES = ['verify', 'reset'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** POST /auth/resend-code. `purpose` only changes the SMS text; any current code works for both. */
export const resendCodeBody = z.object({
  authVia,
  phone: phoneField,
  purpose: z.enum(CODE_PURPOSES).optional(),
});
export type ResendCodeBody = z.infer<typeof resendCodeBody>;

/** POST /auth/password/reset (forgot password, step 3). */
export const resetPasswordBody = withConfirmation(
  z.object({
    authVia,
    phone: phoneField,
    code: codeField,
    password: newPasswordField,
    passwordConfirmation: passwordConfirmationField,
  }),
);
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** The forgot-password popup's step 3 form (phone and code come from steps 1 and 2). */
export const newPasswordForm = withConfirmation(
  z.object({ password: newPasswordField, passwordConfirmation: passwordConfirmationField }),
);
export type NewPasswordForm = z.infer<typeof newPasswordForm>;

/** Every `authStatus` the auth calls answer with. */
export const AUTH_STATUSES = [
  'auth_success',
  'verify',
  'invalid_credentials',
  'banned',
  'only_customer_login',
  'user_exists_phone',
  'user_exists_email',
  'user_not_found',
  'code_mismatch',
  'code_expired',
  'too_many_attempts',
  'verification_code_sent',
  'code_matched',
  'password_reset',
] as const;
export type AuthStatus = (typeof AUTH_STATUSES)[number];

export const authUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  /** URL of the largest WebP variant, or null without an avatar */
  avatar: z.string().nullable(),
});
export type AuthUser = z.infer<typeof authUser>;

export const TIMELINE_UNITS = ['Years', 'Months', 'Days'] as const;
export type TimelineUnit = (typeof TIMELINE_UNITS)[number];

/**
 * The account dashboard's cards (rules §9). `timeline` is how long the customer has been
 * with the shop: whole years, else months, else days; `count` zero-padded to 2 digits ("05");
 * `unit` is a key for the client to translate. `totalExpense` is money (paid, not cancelled).
 */
export const dashboardInfo = z.object({
  timeline: z.object({ count: z.string(), unit: z.enum(TIMELINE_UNITS) }),
  totalOrders: z.number().int().min(0),
  totalExpense: z.number().min(0),
  totalProducts: z.number().int().min(0),
});
export type DashboardInfo = z.infer<typeof dashboardInfo>;

/**
 * The answer of login, signup, verify and /auth/user, read at the top level (not from `result`).
 * A signed-in answer (`auth_success`) carries the token, user, dashboard, cart and countries; a
 * `verify` answer only the status and message. /auth/user sends `access_token: ''`.
 */
export const authResponse = z.object({
  success: z.literal(true),
  status: z.number().int(),
  message: z.string(),
  authStatus: z.enum(AUTH_STATUSES),
  access_token: z.string().optional(),
  token_type: z.literal('Bearer').optional(),
  /** ISO time the token stops working */
  expires_at: z.string().nullable().optional(),
  user: authUser.optional(),
  dashboardInfo: dashboardInfo.optional(),
  carts: z.array(cartItem).optional(),
  countries: z.array(country).optional(),
  /** the phone to verify, with authStatus 'verify' */
  phone: z.string().optional(),
});
export type AuthResponse = z.infer<typeof authResponse>;

/** A signed-in answer with every field present. */
export type AuthSuccess = Required<Omit<AuthResponse, 'phone'>>;

/** The answer of resend-code, verify/code and password/reset: a message to show. */
export const authMessageResponse = z.object({
  success: z.literal(true),
  status: z.number().int(),
  message: z.string(),
  authStatus: z.enum(AUTH_STATUSES),
});
export type AuthMessageResponse = z.infer<typeof authMessageResponse>;

/** A refused auth call: the failure body plus the `authStatus` of the refusal when there is one. */
export const authFailure = z.object({
  success: z.literal(false),
  status: z.number().int(),
  message: z.string(),
  authStatus: z.enum(AUTH_STATUSES).optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type AuthFailure = z.infer<typeof authFailure>;

/** A message in the demo outbox (GET /dev/outbox?to=PHONE, only with DEMO_MODE on). */
export const outboxEntry = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'email']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type OutboxEntry = z.infer<typeof outboxEntry>;

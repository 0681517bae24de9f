import { z } from 'zod';
import { newPasswordField, passwordConfirmationField, phoneField, withConfirmation } from '../auth.ts';
import { text } from '../input.ts';

/** The operator console's sign-in and session (issue 18, decision 80). */
export const OPERATOR_SESSION_MESSAGES = {
  passwordRequired: 'Password is required',
  loggedIn: 'Login successful',
  loggedOut: 'You have been logged out',
  notOperator: 'This account is not an operator of the marketplace.',
} as const;

export const operatorLoginBody = z.object({
  phone: phoneField,
  password: text({ message: OPERATOR_SESSION_MESSAGES.passwordRequired })
    .min(1, { message: OPERATOR_SESSION_MESSAGES.passwordRequired })
    .max(255),
});
export type OperatorLoginBody = z.infer<typeof operatorLoginBody>;

export const operatorSession = z.object({
  user: z.object({ name: z.string(), phone: z.string(), email: z.string().nullable() }),
});
export type OperatorSession = z.infer<typeof operatorSession>;

/** POST /admin/auth/login answers at the top level, like the customer and seller sign-ins. */
export const operatorLoginResult = operatorSession.extend({
  success: z.literal(true),
  status: z.number().int(),
  message: z.string(),
  access_token: z.string(),
  /** unix seconds */
  expires_at: z.number().int(),
});
export type OperatorLoginResult = z.infer<typeof operatorLoginResult>;

/** What `npm run admin -- create` and the set-password page say (decision 82). */
export const OPERATOR_SETUP_MESSAGES = {
  linkInvalid: 'This link has expired or was already used. Ask for a new one.',
  passwordSet: 'Your password is set. Welcome to the operator console.',
  created: 'Operator account ready: send the link to set its password',
  phoneTaken: 'This phone belongs to a customer or seller account; an operator needs a phone of its own.',
  nameRequired: 'Enter a name',
} as const;

/** The one-time link's token: 32 random bytes, base64url. */
export const setupToken = text({ message: OPERATOR_SETUP_MESSAGES.linkInvalid })
  .min(20, { message: OPERATOR_SETUP_MESSAGES.linkInvalid })
  .max(200, { message: OPERATOR_SETUP_MESSAGES.linkInvalid })
  .regex(/^[A-Za-z0-9_-]+$/, { message: OPERATOR_SETUP_MESSAGES.linkInvalid });

export const operatorSetPasswordBody = withConfirmation(
  z.object({
    token: setupToken,
    password: newPasswordField,
    passwordConfirmation: passwordConfirmationField,
  }),
);
export type OperatorSetPasswordBody = z.infer<typeof operatorSetPasswordBody>;

/** POST /admin/operators (and `npm run admin -- create`): an operator account and its link. */
export const createOperatorBody = z.object({
  phone: phoneField,
  name: text({ message: OPERATOR_SETUP_MESSAGES.nameRequired })
    .min(1, { message: OPERATOR_SETUP_MESSAGES.nameRequired })
    .max(100),
});
export type CreateOperatorBody = z.infer<typeof createOperatorBody>;

export const createOperatorResult = z.object({
  phone: z.string(),
  name: z.string(),
  /** `<PUBLIC_URL>/admin/set-password?token=…`, good once, until `expiresAt` */
  link: z.string(),
  /** unix seconds */
  expiresAt: z.number().int(),
  /** false when the operator existed: the link sets a new password */
  created: z.boolean(),
});
export type CreateOperatorResult = z.infer<typeof createOperatorResult>;

/** Demo mode's pre-filled operator sign-in (404 outside demo mode). */
export const operatorDemoCredentials = z.object({ phone: z.string(), password: z.string() });

/** GET /admin/operators: the marketplace's operators. Times are unix seconds. */
export const operatorListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  createdAt: z.number().int(),
  /** the last use of an operator token of theirs; null when never signed in */
  lastActiveAt: z.number().int().nullable(),
  /** a set-password link of theirs waits to be used */
  pendingSetup: z.boolean(),
  /** the signed-in operator */
  isYou: z.boolean(),
});
export type OperatorListItem = z.infer<typeof operatorListItem>;

export const OPERATOR_REMOVAL_MESSAGES = {
  removed: 'Operator access removed',
  notFound: 'Operator not found',
  notYourself: 'You cannot remove your own operator access',
  lastOperator: 'The marketplace needs at least one operator',
} as const;

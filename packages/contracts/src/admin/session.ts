import { z } from 'zod';
import { phoneField } from '../auth.ts';
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

import {
  AUTH_MESSAGES,
  codeField,
  nameField,
  newPasswordField,
  passwordField,
  phoneField,
} from '@shop/contracts/auth';
import { z } from 'zod';

/**
 * The sign-in, sign-up and verification forms: the fields and storefront spec §5 messages of
 * `@shop/contracts/auth` (the API validates with the same), with plain booleans for checkboxes.
 */
export const signinForm = z.object({
  phone: phoneField,
  password: passwordField,
  remember: z.boolean(),
});
export type SigninForm = z.infer<typeof signinForm>;

export const signupForm = z.object({
  name: nameField,
  phone: phoneField,
  password: newPasswordField,
  agree: z.boolean().refine((v) => v, { message: AUTH_MESSAGES.agreeRequired }),
});
export type SignupForm = z.infer<typeof signupForm>;

export const phoneForm = z.object({ phone: phoneField });
export type PhoneForm = z.infer<typeof phoneForm>;

export const codeForm = z.object({ code: codeField });
export type CodeForm = z.infer<typeof codeForm>;

export { type NewPasswordForm, newPasswordForm } from '@shop/contracts/auth';

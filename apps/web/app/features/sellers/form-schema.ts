import { z } from 'zod';

/** The seller signup messages of SPEC §5 (English; their translation keys are made from the text). */
export const SELLER_SIGNUP_MESSAGES = {
  nameRequired: 'Name is required',
  emailInvalid: 'Provide a valid email',
  emailRequired: 'Email is required',
  phoneRequired: 'Phone is required',
  shopNameRequired: 'Shop Name is required',
  passwordRequired: 'Password is required',
  confirmPasswordRequired: 'Confirm Password is required',
  passwordsMustMatch: 'Passwords must match',
  agreeRequired: 'You must agree to the terms and conditions',
} as const;

const m = SELLER_SIGNUP_MESSAGES;
const required = (message: string) => z.string().trim().min(1, { message });

/**
 * The seller signup form: every field required (SPEC §5), the e-mail well formed, the agreement
 * ticked, and the confirmation equal to the password (a typo there would lock the seller out).
 */
export const sellerSignupForm = z
  .object({
    name: required(m.nameRequired),
    email: required(m.emailRequired).pipe(z.email({ message: m.emailInvalid })),
    phone: required(m.phoneRequired),
    shopName: required(m.shopNameRequired),
    password: z.string().min(1, { message: m.passwordRequired }),
    confirmPassword: z.string().min(1, { message: m.confirmPasswordRequired }),
    agree: z.boolean().refine((v) => v, { message: m.agreeRequired }),
  })
  .refine((v) => v.confirmPassword === '' || v.password === v.confirmPassword, {
    message: m.passwordsMustMatch,
    path: ['confirmPassword'],
  });
export type SellerSignupForm = z.input<typeof sellerSignupForm>;

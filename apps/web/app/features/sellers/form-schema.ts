import { sellerSignupBody } from '@shop/contracts/sellers';
import { z } from 'zod';

/** The form's own message (the terms checkbox is not part of the request). */
export const AGREE_REQUIRED = 'You must agree to the terms and conditions';

/**
 * The seller signup form: the contract's request schema (storefront spec §5 messages, valid e-mail
 * and phone, a password of 6+ characters and an equal confirmation; the same rules the API applies)
 * plus the ticked terms checkbox.
 */
export const sellerSignupForm = z.intersection(
  sellerSignupBody,
  z.object({ agree: z.boolean().refine((v) => v, { message: AGREE_REQUIRED }) }),
);
export type SellerSignupFormInput = z.input<typeof sellerSignupForm>;
export type SellerSignupFormOutput = z.output<typeof sellerSignupForm>;

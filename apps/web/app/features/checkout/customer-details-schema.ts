import { z } from 'zod';

/**
 * Step 1 of the checkout (storefront spec §5): name and phone required; e-mail, alternate phone and
 * note optional.
 */
export const customerDetailsSchema = z.object({
  name: z.string().trim().min(1, { message: 'Name is required' }).max(200),
  phone: z.string().trim().min(1, { message: 'Phone is required' }).max(40),
  email: z.union([z.literal(''), z.email({ message: 'Invalid email' }).max(200)]),
  alternatePhone: z.string().trim().max(40),
  note: z.string().trim().max(2000),
});
export type CustomerDetailsInput = z.infer<typeof customerDetailsSchema>;

/** Field order of the form, so the first error shown as a toast is the first field's. */
export const CUSTOMER_FIELDS = ['name', 'phone', 'email', 'alternatePhone', 'note'] as const;

import { CHECKOUT_MESSAGES as M, type OrderStoreBody, orderStoreBody } from '@shop/contracts/checkout';
import { idInput } from '@shop/contracts/input';
import { z } from 'zod';
import { jsonField } from '../../platform/schemas.ts';

/**
 * `POST /checkout/manual-order/store`, where the original storefront client places every order
 * (issue 20): `/checkout/order/store`'s fields, but the addresses as JSON strings of the
 * address-book entry the shopper picked (`{id, countryId, country, stateId, state, cityId, city,
 * address}`). Only `id` is read: the order is delivered to that saved address of the caller, as
 * `/checkout/order/store` does with `shippingAddressId`, so the zone the cart was priced for and
 * the address on the order can never disagree with the address book.
 */
const pickedAddress = (message: string) => jsonField(z.object({ id: idInput(message) }, { message }));

export const manualOrderStoreBody = orderStoreBody
  .omit({ shippingAddressId: true, billingAddressId: true })
  .extend({
    shippingAddress: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      pickedAddress(M.selectShipping),
    ),
    billingAddress: z.preprocess(
      (v) => (v === '' || v === null || v === 'null' ? undefined : v),
      pickedAddress(M.addressNotFound).optional(),
    ),
  });
export type ManualOrderStoreBody = z.infer<typeof manualOrderStoreBody>;

/** The same placement request in `/checkout/order/store`'s terms. */
export function asOrderStoreBody(body: ManualOrderStoreBody): OrderStoreBody {
  const { shippingAddress, billingAddress, ...rest } = body;
  return { ...rest, shippingAddressId: shippingAddress.id, billingAddressId: billingAddress?.id };
}

import { tokenStore } from '../../console/lib/console-api.ts';

/** The seller center's token (scope 'seller'), in local storage under `seller.session`. */
const store = tokenStore('seller.session');

export const readSellerToken = store.read;
export const saveSellerToken = store.save;
export const clearSellerToken = store.clear;
export const sellerTokenStore = store;

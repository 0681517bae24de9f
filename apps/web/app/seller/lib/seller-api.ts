import { type ConsoleRequest, type ConsoleResult, createConsoleApi } from '../../console/lib/console-api.ts';
import { sellerTokenStore } from './seller-token.ts';

/** The seller center's client: `/api/v1/seller/...` with the seller token (console/lib/console-api.ts). */
export const SELLER_API_BASE = '/api/v1/seller';
export const sellerApi = createConsoleApi(SELLER_API_BASE, sellerTokenStore);

export type SellerResult<T> = ConsoleResult<T>;
export type SellerRequest = ConsoleRequest;
export { ConsoleApiError as SellerApiError, unwrap, withQuery } from '../../console/lib/console-api.ts';
export const setSellerApiLanguage = sellerApi.setLanguage;
export const onSellerUnauthorized = sellerApi.onUnauthorized;
export const downloadFile = sellerApi.download;

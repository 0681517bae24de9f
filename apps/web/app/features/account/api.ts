import type { Address, AddressBody, AddressesResult, UpdateInfoResult } from '@shop/contracts/account';
import type { AuthUser } from '@shop/contracts/auth';
import type { ApiClient, ApiResult } from '../../lib/api-client.ts';

/** The account calls (API spec "Locations and addresses", "User profile"). */

/** TanStack Query keys of the account views. */
export const accountKeys = {
  addresses: ['account', 'addresses'] as const,
  reviewCount: ['account', 'review-count'] as const,
};

export function getAddresses(api: ApiClient, signal?: AbortSignal): Promise<ApiResult<AddressesResult>> {
  return api.get<AddressesResult>('/user/addresses', { signal });
}

function addressFields(input: AddressBody) {
  return {
    countryId: input.countryId,
    stateId: input.stateId,
    cityId: input.cityId,
    areaId: input.areaId,
    address: input.address,
    direction: input.direction,
    postalCode: input.postalCode,
    type: input.type,
  };
}

export function createAddress(api: ApiClient, input: AddressBody): Promise<ApiResult<Address>> {
  return api.post<Address>('/user/address', addressFields(input));
}

export function updateAddress(api: ApiClient, id: number, input: AddressBody): Promise<ApiResult<Address>> {
  return api.post<Address>('/user/address/update', { id, ...addressFields(input) });
}

export function deleteAddress(api: ApiClient, id: number): Promise<ApiResult<unknown>> {
  return api.post('/user/address/delete', { id });
}

export interface ProfileInput {
  name: string;
  phone: string;
  avatar: File | null;
}

/**
 * POST /user/update-info (multipart with the optional avatar file). A different phone is not
 * changed yet: `phoneVerificationRequired` says a code went to it (see `verifyPhone`).
 */
export function updateProfile(api: ApiClient, input: ProfileInput): Promise<ApiResult<UpdateInfoResult>> {
  return api.post<UpdateInfoResult>('/user/update-info', {
    name: input.name,
    phone: input.phone,
    avatar: input.avatar,
  });
}

/**
 * POST /user/verify-phone: the code sent to the new phone, with the account's current password,
 * makes it the account's (an account with no phone yet sends no password).
 */
export function verifyPhone(
  api: ApiClient,
  input: { phone: string; code: string; password?: string },
): Promise<ApiResult<AuthUser>> {
  return api.post<AuthUser>('/user/verify-phone', {
    phone: input.phone,
    code: input.code,
    ...(input.password !== undefined ? { password: input.password } : {}),
  });
}

export interface PasswordInput {
  oldPassword: string;
  password: string;
  passwordConfirmation: string;
}

export function updatePassword(api: ApiClient, input: PasswordInput): Promise<ApiResult<unknown>> {
  return api.post('/user/update-password', { ...input });
}

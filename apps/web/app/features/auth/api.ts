import { type AuthResponse, authResponse, type CodePurpose } from '@shop/contracts/auth';
import { z } from 'zod';
import type { ApiClient, ApiResult } from '../../lib/api-client.ts';

/**
 * The auth calls (API-CONTRACT.md "Auth"). Login, signup, verify and user are read from the top
 * level of the body; the guest id goes with them so the guest's cart joins the user's.
 */
const AUTH_VIA = 'phone';
const anything = z.unknown();

export interface LoginInput {
  phone: string;
  password: string;
  remember: boolean;
}

export function login(api: ApiClient, input: LoginInput): Promise<ApiResult<AuthResponse>> {
  return api.post('/auth/login', { authVia: AUTH_VIA, ...input }, authResponse, {
    withGuest: true,
    topLevel: true,
  });
}

export interface SignupInput {
  name: string;
  phone: string;
  password: string;
  agree: boolean;
}

export function signup(api: ApiClient, input: SignupInput): Promise<ApiResult<AuthResponse>> {
  return api.post('/auth/signup', { authVia: AUTH_VIA, ...input }, authResponse, {
    withGuest: true,
    topLevel: true,
  });
}

export function verify(api: ApiClient, phone: string, code: string): Promise<ApiResult<AuthResponse>> {
  return api.post('/auth/verify', { authVia: AUTH_VIA, phone, code }, authResponse, {
    withGuest: true,
    topLevel: true,
  });
}

/** POST /auth/resend-code: a fresh code by SMS, worded for verifying or for a password reset. */
export function resendCode(api: ApiClient, phone: string, purpose: CodePurpose): Promise<ApiResult<unknown>> {
  return api.post('/auth/resend-code', { authVia: AUTH_VIA, phone, purpose }, anything);
}

export function verifyCode(api: ApiClient, phone: string, code: string): Promise<ApiResult<unknown>> {
  return api.post('/auth/verify/code', { authVia: AUTH_VIA, phone, code }, anything);
}

export interface ResetPasswordInput {
  phone: string;
  code: string;
  password: string;
  passwordConfirmation: string;
}

export function resetPassword(api: ApiClient, input: ResetPasswordInput): Promise<ApiResult<unknown>> {
  return api.post('/auth/password/reset', { authVia: AUTH_VIA, ...input }, anything);
}

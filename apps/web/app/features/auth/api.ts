import type { AuthResponse, CodePurpose } from '@shop/contracts/auth';
import type { ApiClient, ApiResult } from '../../lib/api-client.ts';

/**
 * The auth calls (API spec "Auth"). Login, signup, verify and user are read from the top
 * level of the body; the guest id goes with them so the guest's cart joins the user's.
 */
const AUTH_VIA = 'phone';

export interface LoginInput {
  phone: string;
  password: string;
  remember: boolean;
}

export function login(api: ApiClient, input: LoginInput): Promise<ApiResult<AuthResponse>> {
  return api.post<AuthResponse>(
    '/auth/login',
    { authVia: AUTH_VIA, ...input },
    {
      withGuest: true,
      topLevel: true,
    },
  );
}

export interface SignupInput {
  name: string;
  phone: string;
  password: string;
  agree: boolean;
}

export function signup(api: ApiClient, input: SignupInput): Promise<ApiResult<AuthResponse>> {
  return api.post<AuthResponse>(
    '/auth/signup',
    { authVia: AUTH_VIA, ...input },
    {
      withGuest: true,
      topLevel: true,
    },
  );
}

export function verify(api: ApiClient, phone: string, code: string): Promise<ApiResult<AuthResponse>> {
  return api.post<AuthResponse>(
    '/auth/verify',
    { authVia: AUTH_VIA, phone, code },
    {
      withGuest: true,
      topLevel: true,
    },
  );
}

/** POST /auth/resend-code: a fresh code by SMS, worded for verifying or for a password reset. */
export function resendCode(api: ApiClient, phone: string, purpose: CodePurpose): Promise<ApiResult<unknown>> {
  return api.post('/auth/resend-code', { authVia: AUTH_VIA, phone, purpose });
}

export function verifyCode(api: ApiClient, phone: string, code: string): Promise<ApiResult<unknown>> {
  return api.post('/auth/verify/code', { authVia: AUTH_VIA, phone, code });
}

export interface ResetPasswordInput {
  phone: string;
  code: string;
  password: string;
  passwordConfirmation: string;
}

export function resetPassword(api: ApiClient, input: ResetPasswordInput): Promise<ApiResult<unknown>> {
  return api.post('/auth/password/reset', { authVia: AUTH_VIA, ...input });
}

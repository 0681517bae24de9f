import type { AuthStatus, AuthSuccess } from '@shop/contracts/auth';
import type { FastifyRequest } from 'fastify';
import { translateText } from '../../platform/messages.ts';
import { listCart } from '../cart/index.ts';
import { warehousesForZone } from '../catalog/index.ts';
import { activeCountries } from '../geo/index.ts';
import { loadDashboardInfo } from './dashboard-info.ts';

/**
 * The phone as clients see it: a customer who signed up through a social provider has none yet
 * (the column holds a `provider:id` placeholder), which is answered as ''.
 */
export function publicPhone(phone: string): string {
  return /^\d+$/.test(phone) ? phone : '';
}

export interface SignedInUser {
  id: number;
  name: string;
  email: string | null;
  phone: string;
  avatar: string | null;
}

/**
 * The signed-in answer of login, verify and /auth/user, at the top level of the body (API spec
 * "Auth"): the user, the dashboard cards, the user's cart in the request's zone and the countries.
 */
export async function authSuccessBody(
  request: FastifyRequest,
  user: SignedInUser,
  token: { accessToken: string; expiresAt: Date | null },
  message: string,
): Promise<AuthSuccess> {
  const { db, config } = request.server;
  const decimals = config.currency.decimals;
  const warehouseIds = await warehousesForZone(db, request.zoneId);
  const [dashboardInfo, carts, countries] = await Promise.all([
    loadDashboardInfo(db, user.id, decimals),
    listCart(db, { kind: 'user', userId: user.id }, { warehouseIds, lang: request.lang, decimals }),
    activeCountries(db),
  ]);
  return {
    success: true,
    status: 200,
    message: message === '' ? '' : translateText(request.lang, message),
    authStatus: 'auth_success',
    access_token: token.accessToken,
    token_type: 'Bearer',
    expires_at: token.expiresAt?.toISOString() ?? null,
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      phone: publicPhone(user.phone),
      avatar: user.avatar,
    },
    dashboardInfo,
    carts,
    countries,
  };
}

/** A top-level answer that carries only a status and a message (verify, code sent, reset). */
export function authMessageBody(
  request: FastifyRequest,
  authStatus: AuthStatus,
  message: string,
  params?: Record<string, string | number>,
) {
  return {
    success: true as const,
    status: 200,
    message: translateText(request.lang, message, params),
    authStatus,
  };
}

import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.ts';
import { outboxMessages, users } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/platform/passwords.ts';
import { multipart } from '../helpers/app.ts';

export interface CallOptions {
  token?: string;
  zoneId?: number;
  /** the caller's address (requests from loopback skip the per-IP limits) */
  ip?: string;
  cookie?: string;
  lang?: string;
}

/** Calls the API the way the storefront does: multipart bodies, bearer token, zone header. */
export function apiClient(app: FastifyInstance) {
  function headersOf(options: CallOptions): Record<string, string> {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.zoneId !== undefined) headers['zone-id'] = String(options.zoneId);
    if (options.cookie) headers.cookie = options.cookie;
    if (options.lang) headers['accept-language'] = options.lang;
    return headers;
  }
  return {
    async post(
      path: string,
      fields: Record<string, string | number | boolean> = {},
      options: CallOptions = {},
    ) {
      const form = multipart(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])));
      const res = await app.inject({
        method: 'POST',
        url: `/api/v1${path}`,
        headers: { ...headersOf(options), ...form.headers },
        payload: form.payload,
        ...(options.ip ? { remoteAddress: options.ip } : {}),
      });
      return { status: res.statusCode, body: res.json(), headers: res.headers };
    },
    async get(path: string, options: CallOptions = {}) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/v1${path}`,
        headers: headersOf(options),
        ...(options.ip ? { remoteAddress: options.ip } : {}),
      });
      return { status: res.statusCode, body: res.json(), headers: res.headers };
    },
  };
}

let phoneCounter = 0;
/** A phone number no other test of this file uses. */
export function freshPhone(): string {
  phoneCounter += 1;
  return `0190${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(4, '0')}`;
}

export interface NewCustomer {
  phone?: string;
  password?: string;
  name?: string;
  verified?: boolean;
  userType?: 'customer' | 'seller' | 'admin';
  isBanned?: boolean;
  createdAt?: Date;
}

/** Inserts a user with a real password hash; verified customer by default. */
export async function insertCustomer(db: Database, options: NewCustomer = {}) {
  const phone = options.phone ?? freshPhone();
  const password = options.password ?? 'secret123';
  const [user] = await db
    .insert(users)
    .values({
      name: options.name ?? 'Ada Buyer',
      phone,
      passwordHash: await hashPassword(password),
      userType: options.userType ?? 'customer',
      isBanned: options.isBanned ?? false,
      phoneVerifiedAt: options.verified === false ? null : new Date(),
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning();
  return { ...user!, password };
}

/** The 6-digit code of the newest SMS to `phone`, and how many SMS it has had. */
export async function latestCode(
  db: Database,
  phone: string,
): Promise<{ code: string | null; count: number }> {
  const rows = await db
    .select({ body: outboxMessages.body })
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, phone))
    .orderBy(desc(outboxMessages.id));
  const code = rows[0] ? (/\b(\d{6})\b/.exec(rows[0].body)?.[1] ?? null) : null;
  return { code, count: rows.length };
}

/** Signs in through the API and returns the token. */
export async function signInToken(app: FastifyInstance, phone: string, password: string): Promise<string> {
  const res = await apiClient(app).post('/auth/login', { authVia: 'phone', phone, password });
  if (res.status !== 200 || !res.body.access_token)
    throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return res.body.access_token as string;
}

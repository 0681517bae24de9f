import { isIP } from 'node:net';
import path from 'node:path';
import { APP_MODES } from '@shop/contracts/constants';
import { z } from 'zod';

/**
 * The server's configuration, read once from environment variables and validated.
 * Every variable is listed in `.env.example` and docs/configuration.md.
 */
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY's list */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: which reverse proxies may name the client in `X-Forwarded-For` (Fastify's
 * `trustProxy`). Never "every hop": then any client could name itself. `false`/`0` (default): no
 * proxy, the socket's address is the client; `true`/`1`: one proxy in front (the address it
 * appended is the client); `N`: N proxies in a chain; else a comma-separated list of the proxies'
 * addresses or CIDRs (`10.0.0.0/8,127.0.0.1`, or `loopback`, `linklocal`, `uniquelocal`).
 */
const trustProxySetting = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    const lower = value.toLowerCase();
    if (['false', 'no', '0', 'off'].includes(lower)) return false;
    if (['true', 'yes', 'on'].includes(lower)) return 1;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 32) return hops;
    }
    const entries = value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (entries.length === 0 || bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be false, true (one proxy), a number of proxies (up to 32) or a comma-separated list of proxy addresses/CIDRs${bad.length > 0 ? ` (not an address: ${bad.join(', ')})` : ''}`,
      });
      return z.NEVER;
    }
    return entries;
  });

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(
      z
        .url({ message: `must be a URL (${protocols.join(', ')})` })
        .refine((v) => protocols.some((p) => v.startsWith(`${p}:`)), {
          message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
        })
        .optional(),
    )
    .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url({ message: 'must be a URL such as https://shop.example.com' }).optional(),
  APP_NAME: z.string().min(1).default('Storefront'),
  APP_MODE: z.enum(APP_MODES, { message: 'must be multiVendor or singleVendor' }).default('multiVendor'),
  DEMO_MODE: bool.default(false),
  DEFAULT_LANGUAGE: z
    .enum(['en-US', 'es-ES', 'ar-SA'], { message: 'must be en-US, es-ES or ar-SA' })
    .default('en-US'),
  PRIMARY_COLOR: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, { message: 'must be a hex colour such as #005bff' })
    .default('#005bff'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  DATA_DIR: z.string().default('./data'),
  UPLOADS_DIR: z.string().optional(),
  WEB_BUILD_DIR: z.string().optional(),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  SEED_ON_START: bool.optional(),
  CURRENCY_CODE: z
    .string()
    .regex(/^[A-Z]{3}$/, { message: 'must be a three-letter ISO 4217 code such as USD' })
    .default('USD'),
  CURRENCY_SYMBOL: z.string().min(1).default('$'),
  CURRENCY_POSITION: z
    .enum(['symbol_first', 'amount_first', 'symbol_space', 'amount_space'], {
      message: 'must be symbol_first, amount_first, symbol_space or amount_space',
    })
    .default('symbol_first'),
  CURRENCY_DECIMALS: z.coerce.number().int().min(0).max(4).default(2),
  CACHE_TTL_SECONDS: z.coerce.number().min(0).max(3600).default(10),
  CACHE_MAX_MB: z.coerce.number().min(0).max(4096).default(64),
  PRICE_CLOCK_SECONDS: z.coerce.number().min(0).max(3600).default(5),
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().min(0).max(3600).default(60),
  PAGE_CACHE_MAX_MB: z.coerce.number().min(0).max(4096).default(64),
  PAGE_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(3600),
  RATE_LIMIT_WINDOW: z.string().default('1 minute'),
  CORS_ORIGINS: z.string().default(''),
  TRUST_PROXY: trustProxySetting.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().default('Storefront <no-reply@localhost>'),
  SMS_HTTP_URL: optionalUrl(['http', 'https']),
  SMS_HTTP_TOKEN: z.string().optional(),
  SMS_HTTP_METHOD: z.enum(['GET', 'POST'], { message: 'must be GET or POST' }).default('POST'),
  SMS_FROM: z.string().optional(),
  FACEBOOK_LOGIN_URL: z.string().default(''),
  GOOGLE_LOGIN_URL: z.string().default(''),
  FACEBOOK_CLIENT_ID: z.string().default(''),
  FACEBOOK_CLIENT_SECRET: z.string().default(''),
  FACEBOOK_AUTHORIZE_URL: z.url().default('https://www.facebook.com/v19.0/dialog/oauth'),
  FACEBOOK_TOKEN_URL: z.url().default('https://graph.facebook.com/v19.0/oauth/access_token'),
  FACEBOOK_USERINFO_URL: z.url().default('https://graph.facebook.com/me?fields=id,name,email'),
  GOOGLE_CLIENT_ID: z.string().default(''),
  GOOGLE_CLIENT_SECRET: z.string().default(''),
  GOOGLE_AUTHORIZE_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  ADMIN_API_TOKEN: z
    .string()
    .min(24, { message: 'must be at least 24 characters (or unset to turn the admin API off)' })
    .optional(),
  PAYMENT_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
});

export type Config = ReturnType<typeof loadConfig>;

export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  scope: string;
}

function oauthProvider(
  clientId: string,
  clientSecret: string,
  endpoints: Omit<OAuthProviderConfig, 'clientId' | 'clientSecret'>,
): OAuthProviderConfig | null {
  return clientId && clientSecret ? { clientId, clientSecret, ...endpoints } : null;
}

/** Where the built-in social login of a configured provider starts (relative to the shop). */
function socialLoginPath(provider: string, clientId: string, clientSecret: string): string {
  return clientId && clientSecret ? `/api/v1/auth/social/${provider}` : '';
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    appName: e.APP_NAME,
    appMode: e.APP_MODE,
    demoMode: e.DEMO_MODE,
    defaultLanguage: e.DEFAULT_LANGUAGE,
    primaryColor: e.PRIMARY_COLOR,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    /** PGlite's data directory, used when no DATABASE_URL is set */
    pgliteDir: path.join(dataDir, 'db'),
    uploadsDir: path.resolve(e.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    /** the storefront's production build; undefined = apps/web/build */
    webBuildDir: e.WEB_BUILD_DIR ? path.resolve(e.WEB_BUILD_DIR) : undefined,
    redisUrl: e.REDIS_URL,
    /** seed the demo shop into an empty database; by default only in demo mode (decision 53) */
    seedOnStart: e.SEED_ON_START ?? e.DEMO_MODE,
    currency: {
      code: e.CURRENCY_CODE,
      symbol: e.CURRENCY_SYMBOL,
      position: e.CURRENCY_POSITION,
      decimals: e.CURRENCY_DECIMALS,
    },
    /** public catalogue answers kept in memory (platform/response-cache.ts); ttl 0 = off */
    responseCache: { ttlMs: e.CACHE_TTL_SECONDS * 1000, maxBytes: e.CACHE_MAX_MB * 1024 * 1024 },
    /**
     * guest catalogue pages kept rendered (platform/page-cache.ts); ttl 0 = off. `staleSeconds` is
     * the `stale-while-revalidate` offered to a CDN.
     */
    pageCache: {
      ttlMs: e.PAGE_CACHE_TTL_SECONDS * 1000,
      maxBytes: e.PAGE_CACHE_MAX_MB * 1024 * 1024,
      staleSeconds: e.PAGE_CACHE_STALE_SECONDS,
    },
    /** how often card prices follow campaign and discount windows (modules/catalog/card-price-clock.ts); 0 = never */
    priceClockMs: e.PRICE_CLOCK_SECONDS * 1000,
    rateLimit: { max: e.RATE_LIMIT_MAX, timeWindow: e.RATE_LIMIT_WINDOW },
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    /** Fastify's `trustProxy`: false, a number of hops, or the proxies' addresses/CIDRs */
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    /** bearer token of the operator API (`/api/v1/admin/...`); the API is off without it */
    adminApiToken: e.ADMIN_API_TOKEN,
    /** key that signs payment links; a random one in DATA_DIR/payment-secret when unset */
    paymentSecret: e.PAYMENT_SECRET,
    sms: {
      httpUrl: e.SMS_HTTP_URL,
      httpToken: e.SMS_HTTP_TOKEN,
      httpMethod: e.SMS_HTTP_METHOD,
      from: e.SMS_FROM ?? e.APP_NAME,
    },
    /** OAuth 2 providers of the built-in social login (modules/auth/social); only configured ones */
    oauth: {
      facebook: oauthProvider(e.FACEBOOK_CLIENT_ID, e.FACEBOOK_CLIENT_SECRET, {
        authorizeUrl: e.FACEBOOK_AUTHORIZE_URL,
        tokenUrl: e.FACEBOOK_TOKEN_URL,
        userinfoUrl: e.FACEBOOK_USERINFO_URL,
        scope: 'email public_profile',
      }),
      google: oauthProvider(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET, {
        authorizeUrl: e.GOOGLE_AUTHORIZE_URL,
        tokenUrl: e.GOOGLE_TOKEN_URL,
        userinfoUrl: e.GOOGLE_USERINFO_URL,
        scope: 'openid email profile',
      }),
    },
    /** the sign-in buttons: an external address when set, else the built-in flow when configured */
    socialLogins: [
      {
        name: 'facebook',
        url:
          e.FACEBOOK_LOGIN_URL || socialLoginPath('facebook', e.FACEBOOK_CLIENT_ID, e.FACEBOOK_CLIENT_SECRET),
      },
      {
        name: 'google',
        url: e.GOOGLE_LOGIN_URL || socialLoginPath('google', e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET),
      },
    ].filter((s) => s.url !== ''),
  } as const;
}

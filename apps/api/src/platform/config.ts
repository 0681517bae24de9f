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
  DEMO_MODE: bool.default(true),
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
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  SEED_ON_START: bool.default(true),
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
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(3600),
  RATE_LIMIT_WINDOW: z.string().default('1 minute'),
  CORS_ORIGINS: z.string().default(''),
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().default('Storefront <no-reply@localhost>'),
  FACEBOOK_LOGIN_URL: z.string().default(''),
  GOOGLE_LOGIN_URL: z.string().default(''),
  ADMIN_API_TOKEN: z
    .string()
    .min(24, { message: 'must be at least 24 characters (or unset to turn the admin API off)' })
    .optional(),
  PAYMENT_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
});

export type Config = ReturnType<typeof loadConfig>;

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
    redisUrl: e.REDIS_URL,
    seedOnStart: e.SEED_ON_START,
    currency: {
      code: e.CURRENCY_CODE,
      symbol: e.CURRENCY_SYMBOL,
      position: e.CURRENCY_POSITION,
      decimals: e.CURRENCY_DECIMALS,
    },
    rateLimit: { max: e.RATE_LIMIT_MAX, timeWindow: e.RATE_LIMIT_WINDOW },
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    /** bearer token of the operator API (`/api/v1/admin/...`); the API is off without it */
    adminApiToken: e.ADMIN_API_TOKEN,
    /** key that signs payment links; a random one in DATA_DIR/payment-secret when unset */
    paymentSecret: e.PAYMENT_SECRET,
    socialLogins: [
      { name: 'facebook', url: e.FACEBOOK_LOGIN_URL },
      { name: 'google', url: e.GOOGLE_LOGIN_URL },
    ].filter((s) => s.url !== ''),
  } as const;
}

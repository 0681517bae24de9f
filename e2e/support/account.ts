import type { Locator, Page } from 'playwright-core';
import { eventually } from './eventually.ts';

/**
 * Accounts for end-to-end journeys: fresh phone numbers, the demo outbox (GET /dev/outbox, served
 * only in demo mode) to read the SMS codes, and API shortcuts to make a verified customer.
 */

/** A phone number no other test uses: 01 + 9 digits from the clock and a random part. */
export function freshPhone(): string {
  const clock = String(Date.now()).slice(-6);
  const random = String(Math.floor(Math.random() * 1000)).padStart(3, '0');
  return `01${clock}${random}`;
}

interface OutboxEntry {
  id: number;
  channel: string;
  recipient: string;
  body: string;
}

async function outbox(baseURL: string, phone: string): Promise<OutboxEntry[]> {
  const response = await fetch(`${baseURL}/api/v1/dev/outbox?to=${encodeURIComponent(phone)}`, {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`GET /dev/outbox answered ${response.status}`);
  const body = (await response.json()) as { result: OutboxEntry[] };
  return body.result;
}

/** The id of the newest message sent to `phone` so far (0 when none), to wait for a newer one. */
export async function lastMessageId(baseURL: string, phone: string): Promise<number> {
  const entries = await outbox(baseURL, phone);
  return Math.max(0, ...entries.map((e) => e.id));
}

/** Waits for an SMS to `phone` newer than `afterId` and returns the 6-digit code in it. */
export async function readCode(baseURL: string, phone: string, afterId = 0): Promise<string> {
  return eventually(async () => {
    const newest = (await outbox(baseURL, phone))
      .filter((e) => e.id > afterId && e.channel === 'sms')
      .sort((a, b) => b.id - a.id)[0];
    const code = newest?.body.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no new code for ${phone}`);
    return code;
  });
}

async function post(baseURL: string, path: string, fields: Record<string, string>, token?: string) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const response = await fetch(`${baseURL}/api/v1${path}`, {
    method: 'POST',
    body: form,
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${String(body.message)}`);
  return body;
}

/** Signs up and verifies a customer through the API; returns their phone, password and token. */
export async function createCustomer(
  baseURL: string,
  name = 'E2E Customer',
): Promise<{ phone: string; password: string; token: string }> {
  const phone = freshPhone();
  const password = 'secret-123';
  await post(baseURL, '/auth/signup', { authVia: 'phone', name, phone, password, agree: 'true' });
  const code = await readCode(baseURL, phone);
  const verified = await post(baseURL, '/auth/verify', { authVia: 'phone', phone, code });
  return { phone, password, token: String(verified.access_token) };
}

/** Stores a token the way the storefront does and reloads, so the page starts signed in. */
export async function startSignedIn(page: Page, token: string, path = '/'): Promise<void> {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await page.evaluate((value) => window.localStorage.setItem('shop.accessToken', value), token);
  await page.reload({ waitUntil: 'domcontentloaded' });
}

/** The stored token, or null. */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('shop.accessToken'));
}

/** The header's account menu button of a signed-in user. */
export function accountMenu(page: Page, name: string): Locator {
  return page.getByRole('banner').getByRole('button', { name: `Account menu of ${name}` });
}

/** The header's Login button of a guest. */
export function headerLogin(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: 'Login', exact: true });
}

/**
 * SMS delivery. Every SMS is first written to the outbox table (see outbox.ts); a sender then
 * delivers it for real. Without a configured provider nothing leaves the machine: the outbox row
 * and a log line are the message (the demo and the tests read codes from the outbox).
 */
export interface SmsSender {
  /** short name for logs, e.g. `http` */
  readonly name: string;
  /** Delivers one message; throws when the provider refuses it or cannot be reached. */
  send(to: string, text: string): Promise<void>;
}

export interface HttpSmsOptions {
  /**
   * The provider's address. `{to}`, `{text}` and `{from}` in it are replaced by the URL-encoded
   * recipient (digits as stored), message and sender name, for providers that take a GET query.
   */
  url: string;
  /** POST sends JSON `{to, text, from}` to the URL; GET only calls the URL. */
  method: 'GET' | 'POST';
  /** sent as `Authorization: Bearer <token>` when set */
  token?: string;
  from: string;
  timeoutMs?: number;
  /** injectable for tests */
  fetch?: typeof fetch;
}

/** A sender for SMS gateways with an HTTP API (a URL template and a bearer token). */
export function createHttpSmsSender(options: HttpSmsOptions): SmsSender {
  const doFetch = options.fetch ?? fetch;
  return {
    name: 'http',
    async send(to, text) {
      const url = options.url
        .replaceAll('{to}', encodeURIComponent(to))
        .replaceAll('{text}', encodeURIComponent(text))
        .replaceAll('{from}', encodeURIComponent(options.from));
      const headers: Record<string, string> = { accept: 'application/json, text/plain, */*' };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let body: string | undefined;
      if (options.method === 'POST') {
        headers['content-type'] = 'application/json';
        body = JSON.stringify({ to, text, from: options.from });
      }
      const response = await doFetch(url, {
        method: options.method,
        headers,
        body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 200);
        throw new Error(`SMS provider answered ${response.status}${detail ? `: ${detail}` : ''}`);
      }
    },
  };
}

/** The sender the configuration asks for, or null (outbox and log only). */
export function createSmsSender(config: {
  sms: { httpUrl?: string; httpToken?: string; httpMethod: 'GET' | 'POST'; from: string };
}): SmsSender | null {
  const { httpUrl, httpToken, httpMethod, from } = config.sms;
  if (!httpUrl) return null;
  return createHttpSmsSender({ url: httpUrl, method: httpMethod, token: httpToken, from });
}

import { DELIVERY_STATUSES, type DeliveryStatus } from '@shop/contracts/constants';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { advanceOrder } from './modules/orders/order-status.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { AppError } from './platform/errors.ts';
import { translate } from './platform/messages.ts';

const USAGE = `Usage: npm run orders -- advance CODE [STATUS]

Moves the order with this code (the per-shop order code) one step along
order_placed → confirmed → processing → shipped → delivered, or to STATUS
(one of ${DELIVERY_STATUSES.join(', ')}). Cancelling returns the stock.

With ADMIN_API_TOKEN set, the running server is asked through its operator API
(http://127.0.0.1:$PORT, or ORDERS_API_URL); otherwise the database is changed
directly (with the embedded PGlite database, stop the server first).`;

class UsageError extends Error {}

function parseArgs(argv: string[]): { code: number; status: DeliveryStatus | null } {
  const [command, codeText, status, ...rest] = argv;
  if (command !== 'advance' || !codeText || rest.length > 0) throw new UsageError('');
  if (!/^\d{1,10}$/.test(codeText)) throw new UsageError(`Not an order code: ${codeText}`);
  if (status !== undefined && !(DELIVERY_STATUSES as readonly string[]).includes(status)) {
    throw new UsageError(`Unknown status: ${status}`);
  }
  return { code: Number(codeText), status: (status as DeliveryStatus | undefined) ?? null };
}

async function main(): Promise<void> {
  const { code, status } = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  if (config.adminApiToken) {
    const base = (process.env.ORDERS_API_URL ?? `http://127.0.0.1:${config.port}`).replace(/\/$/, '');
    const res = await fetch(`${base}/api/v1/admin/orders/${code}/status`, {
      method: 'POST',
      headers: { authorization: `Bearer ${config.adminApiToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(status ? { status } : {}),
    });
    const body = (await res.json()) as { message?: string; result?: { from: string; to: string } };
    if (!res.ok) throw new AppError(res.status, body.message ?? `HTTP ${res.status}`);
    process.stdout.write(`Order ${code}: ${body.result?.from} → ${body.result?.to}\n`);
    return;
  }
  const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.pgliteDir });
  try {
    await migrateDatabase(handle);
    const moved = await advanceOrder(handle.db, code, status);
    process.stdout.write(`Order ${code}: ${moved.from} → ${moved.to}\n`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    process.stderr.write(`${error.message ? `${error.message}\n\n` : ''}${USAGE}\n`);
    process.exit(2);
  }
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  if (error instanceof AppError) {
    process.stderr.write(`${translate('en-US', error.message, error.params)}\n`);
    process.exit(1);
  }
  process.stderr.write(
    `Failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});

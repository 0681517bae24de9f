import { DELIVERY_STATUSES, type DeliveryStatus } from '@shop/contracts/constants';
import { commandLineActor } from './modules/audit/audit.ts';
import { operatorMoveOrder } from './modules/orders/admin-order-service.ts';
import { operate, runOperatorCommand, UsageError } from './operator-command.ts';
import { loadConfig } from './platform/config.ts';

const USAGE = `Usage: npm run orders -- advance CODE [STATUS]

Moves the order with this code (order codes are unique across shops) one step along
order_placed → confirmed → processing → shipped → delivered, or to STATUS
(one of ${DELIVERY_STATUSES.join(', ')}). Cancelling returns the stock.

With ADMIN_API_TOKEN set, the running server is asked through its operator API
(http://127.0.0.1:$PORT, or ORDERS_API_URL); otherwise the database is changed
directly (with the embedded PGlite database, stop the server first).`;

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
  const moved = await operate<{ from: string; to: string }>(
    loadConfig(),
    process.env.ORDERS_API_URL,
    { method: 'POST', path: `/admin/orders/${code}/status`, body: status ? { status } : {} },
    // on the database the change is audited as the command's (decision 82)
    (db) => operatorMoveOrder(db, commandLineActor, code, status ? { status } : {}),
  );
  process.stdout.write(`Order ${code}: ${moved.from} → ${moved.to}\n`);
}

runOperatorCommand(USAGE, main);

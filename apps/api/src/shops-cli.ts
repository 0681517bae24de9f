import type { AdminShopChange, AdminShopList, AdminShopRow } from '@shop/contracts/admin/shops';
import type { Database } from './db/client.ts';
import { commandLineActor } from './modules/audit/audit.ts';
import { decideShop, listAdminShops } from './modules/shops/admin-shops.ts';
import { operate, runOperatorCommand, UsageError } from './operator-command.ts';
import { type Config, loadConfig } from './platform/config.ts';
import { createOutbox } from './platform/outbox.ts';

const USAGE = `Usage: npm run shops -- list
       npm run shops -- approve SLUG
       npm run shops -- reject SLUG [REASON]

list     every shop with its status, those awaiting approval first
approve  approves and publishes the shop: it is listed from now on
reject   rejects the shop (not approved, not listed); the seller reads REASON
         (default: "${'Not approved by the operator.'}") in the seller center and by SMS

Suspending and reinstating shops, commissions and payouts are in the operator console
(/admin/shops). With ADMIN_API_TOKEN set, the running server is asked through its operator API
(http://127.0.0.1:$PORT, or SHOPS_API_URL); otherwise the database is changed directly (with the
embedded PGlite database, stop the server first), recorded in the audit log as a command.`;

const DEFAULT_REASON = 'Not approved by the operator.';
const PAGE = 100;

type Command =
  | { kind: 'list' }
  | { kind: 'approve'; slug: string }
  | { kind: 'reject'; slug: string; reason: string };

function parseArgs(argv: string[]): Command {
  const [command, slug, ...rest] = argv;
  if (command === 'list' && slug === undefined) return { kind: 'list' };
  if ((command === 'approve' || command === 'reject') && slug) {
    if (!/^[A-Za-z0-9-]{1,300}$/.test(slug)) throw new UsageError(`Not a shop slug: ${slug}`);
    if (command === 'approve' && rest.length === 0) return { kind: 'approve', slug };
    if (command === 'reject')
      return { kind: 'reject', slug, reason: rest.join(' ').trim() || DEFAULT_REASON };
  }
  throw new UsageError('');
}

function printList(list: AdminShopRow[]): void {
  if (list.length === 0) {
    process.stdout.write('No shops.\n');
    return;
  }
  for (const s of list) {
    const owner = s.owner
      ? [s.owner.name, s.owner.phone, s.owner.email].filter(Boolean).join(' ')
      : 'no owner';
    process.stdout.write(
      `${s.status.padEnd(9)}  ${s.slug.padEnd(30)}  ${s.name}  (${owner}; since ${s.createdAt.slice(0, 10)})\n`,
    );
  }
}

/** The database path's services need an outbox (the SMS is recorded there) and a log. */
function onDatabase(config: Config, db: Database) {
  return {
    db,
    config,
    outbox: createOutbox(db, null),
    log: { error: (...args: unknown[]) => console.error(...args) },
  };
}

async function main(): Promise<void> {
  const command = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const url = process.env.SHOPS_API_URL;
  if (command.kind === 'list') {
    const all: AdminShopRow[] = [];
    for (let page = 1; ; page++) {
      const result = await operate<AdminShopList>(
        config,
        url,
        { method: 'GET', path: `/admin/shops?page=${page}&limit=${PAGE}` },
        (db) => listAdminShops({ db, config }, { page, limit: PAGE }),
      );
      all.push(...result.data);
      if (page >= result.meta.last_page) break;
    }
    printList(all);
    return;
  }
  const path = `/admin/shops/${encodeURIComponent(command.slug)}/${command.kind}`;
  const reason = command.kind === 'reject' ? command.reason : null;
  const shop = await operate<AdminShopChange>(
    config,
    url,
    { method: 'POST', path, ...(reason === null ? {} : { body: { reason } }) },
    (db) => decideShop(onDatabase(config, db), commandLineActor, command.slug, command.kind, reason),
  );
  process.stdout.write(
    `Shop ${shop.slug}: ${shop.status === 'approved' ? 'approved and listed' : `${shop.status}, not listed`}\n`,
  );
}

runOperatorCommand(USAGE, main);

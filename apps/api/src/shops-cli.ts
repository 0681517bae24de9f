import { type OperatorShop, operatorShopList, setShopApproval } from './modules/shops/shop-admin.ts';
import { operate, runOperatorCommand, UsageError } from './operator-command.ts';
import { loadConfig } from './platform/config.ts';

const USAGE = `Usage: npm run shops -- list
       npm run shops -- approve SLUG
       npm run shops -- reject SLUG

list     every shop, those awaiting approval first
approve  approves and publishes the shop: it is listed from now on
reject   withdraws the shop (not approved, not published, not listed)

With ADMIN_API_TOKEN set, the running server is asked through its operator API
(http://127.0.0.1:$PORT, or SHOPS_API_URL); otherwise the database is changed
directly (with the embedded PGlite database, stop the server first).`;

type Command = { kind: 'list' } | { kind: 'approve' | 'reject'; slug: string };

function parseArgs(argv: string[]): Command {
  const [command, slug, ...rest] = argv;
  if (command === 'list' && slug === undefined) return { kind: 'list' };
  if ((command === 'approve' || command === 'reject') && slug && rest.length === 0) {
    if (!/^[A-Za-z0-9-]{1,300}$/.test(slug)) throw new UsageError(`Not a shop slug: ${slug}`);
    return { kind: command, slug };
  }
  throw new UsageError('');
}

function printList(list: OperatorShop[]): void {
  if (list.length === 0) {
    process.stdout.write('No shops.\n');
    return;
  }
  for (const s of list) {
    process.stdout.write(
      `${s.status.padEnd(8)}  ${s.slug.padEnd(30)}  ${s.name}  (${s.owner || 'no owner'}; since ${s.createdAt.slice(0, 10)})\n`,
    );
  }
}

async function main(): Promise<void> {
  const command = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const url = process.env.SHOPS_API_URL;
  if (command.kind === 'list') {
    printList(await operate(config, url, { method: 'GET', path: '/admin/shops' }, operatorShopList));
    return;
  }
  const shop = await operate<{ slug: string; status: string }>(
    config,
    url,
    { method: 'POST', path: `/admin/shops/${encodeURIComponent(command.slug)}/${command.kind}` },
    (db) => setShopApproval(db, command.slug, command.kind === 'approve'),
  );
  process.stdout.write(
    `Shop ${shop.slug}: ${shop.status === 'approved' ? 'approved and listed' : 'withdrawn'}\n`,
  );
}

runOperatorCommand(USAGE, main);

import { type CreateOperatorResult, createOperatorBody } from '@shop/contracts/admin/session';
import { commandLineActor } from './modules/audit/audit.ts';
import { createOperator } from './modules/auth/operator-accounts.ts';
import { operate, runOperatorCommand, UsageError } from './operator-command.ts';
import { loadConfig } from './platform/config.ts';

const USAGE = `Usage: npm run admin -- create --phone PHONE [--name NAME]

Makes an operator account (user type admin) for PHONE, or finds the operator
of that phone, and prints a one-time link to set its password (good once, for
24 hours). Open it in a browser, choose a password, and the operator console
at /admin opens. Run it again for a new link if the old one was lost.

With ADMIN_API_TOKEN set, the running server is asked through its operator API
(http://127.0.0.1:$PORT, or ADMIN_API_URL); otherwise the database is changed
directly (with the embedded PGlite database, stop the server first).`;

function parseArgs(argv: string[]): { phone: string; name: string } {
  const [command, ...rest] = argv;
  if (command !== 'create') throw new UsageError('');
  const options = new Map<string, string>();
  for (let i = 0; i < rest.length; i += 2) {
    const flag = rest[i];
    const value = rest[i + 1];
    if ((flag !== '--phone' && flag !== '--name') || value === undefined || options.has(flag))
      throw new UsageError('');
    options.set(flag, value);
  }
  const parsed = createOperatorBody.safeParse({
    phone: options.get('--phone') ?? '',
    name: options.get('--name') ?? 'Operator',
  });
  if (!parsed.success) throw new UsageError(parsed.error.issues.map((i) => i.message).join('\n'));
  return parsed.data;
}

async function main(): Promise<void> {
  const body = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const result = await operate<CreateOperatorResult>(
    config,
    process.env.ADMIN_API_URL,
    { method: 'POST', path: '/admin/operators', body },
    (db) => createOperator({ db, publicUrl: config.publicUrl }, commandLineActor, body),
  );
  const expires = new Date(result.expiresAt * 1000).toISOString().replace('T', ' ').slice(0, 16);
  process.stdout.write(
    `${result.created ? 'Operator account created' : 'Operator account found'}: ${result.name} (${result.phone})\n` +
      `Set its password at this link (good once, until ${expires} UTC):\n\n  ${result.link}\n`,
  );
}

runOperatorCommand(USAGE, main);

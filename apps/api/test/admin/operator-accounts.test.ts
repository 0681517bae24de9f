import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, oneTimeCodes, users } from '../../src/db/schema/index.ts';
import { commandLineActor } from '../../src/modules/audit/audit.ts';
import { createOperator } from '../../src/modules/auth/operator-accounts.ts';
import { insertCustomer } from '../auth/auth-client.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

const MACHINE = 'operator-machine-token-for-tests-0123456789';
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const run = promisify(execFile);
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ env: { ADMIN_API_TOKEN: MACHINE, PUBLIC_URL: 'https://shop.example' } });
});
afterAll(() => t?.close());

function call(method: 'GET' | 'POST', url: string, token?: string, body?: unknown) {
  return t.app.inject({
    method,
    url: `/api/v1/admin${url}`,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

describe('the first operator: a one-time link to set the password (decision 82)', () => {
  it('creates the account, whose link sets the password once and signs in', async () => {
    const made = await createOperator({ db: t.db, publicUrl: 'https://shop.example' }, commandLineActor, {
      phone: '01799000001',
      name: 'Nadia Operator',
    });
    expect(made.created).toBe(true);
    expect(made.link).toMatch(/^https:\/\/shop\.example\/admin\/set-password\?token=[A-Za-z0-9_-]{43}$/);
    const [account] = await t.db.select().from(users).where(eq(users.phone, '01799000001'));
    expect(account?.userType).toBe('admin');
    // nobody can sign in before the link is used
    expect(
      (await call('POST', '/auth/login', undefined, { phone: '01799000001', password: '' })).statusCode,
    ).toBe(422);

    const body = {
      token: tokenOf(made.link),
      password: 'north-star-42',
      passwordConfirmation: 'north-star-42',
    };
    const set = await call('POST', '/auth/set-password', undefined, body);
    expect(set.statusCode, set.body).toBe(200);
    const token = set.json().access_token as string;
    expect((await call('GET', '/auth/session', token)).json().result.user.name).toBe('Nadia Operator');
    expect(
      (await call('POST', '/auth/login', undefined, { phone: '01799000001', password: 'north-star-42' }))
        .statusCode,
    ).toBe(200);

    // used once: the same link again changes nothing
    const again = await call('POST', '/auth/set-password', undefined, {
      ...body,
      password: 'other-pass-1',
      passwordConfirmation: 'other-pass-1',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This link has expired or was already used. Ask for a new one.');
    expect(
      (await call('POST', '/auth/login', undefined, { phone: '01799000001', password: 'north-star-42' }))
        .statusCode,
    ).toBe(200);

    // the audit log has both, the creation by the command and the password by the operator
    const log = (await call('GET', '/audit-log?search=Nadia', token)).json().result;
    expect(log.data.map((e: { action: string }) => e.action)).toEqual([
      'operator.setPassword',
      'operator.create',
    ]);
    expect(log.data[1].actor).toEqual({ id: null, name: 'Operator command (database)' });
    expect(log.data[0].actor.id).toBe(account?.id);
    expect(log.subjects).toContain('operator');
  });

  it('gives a new link for an existing operator through the API, retiring the old one', async () => {
    const first = await call('POST', '/operators', MACHINE, { phone: '01799000002', name: 'Omar' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().result.created).toBe(true);
    const second = await call('POST', '/operators', MACHINE, { phone: '01799000002', name: 'Ignored' });
    expect(second.json().result).toMatchObject({ created: false, name: 'Omar' });
    const old = await call('POST', '/auth/set-password', undefined, {
      token: tokenOf(first.json().result.link),
      password: 'secret-1',
      passwordConfirmation: 'secret-1',
    });
    expect(old.statusCode).toBe(400);
    const fresh = await call('POST', '/auth/set-password', undefined, {
      token: tokenOf(second.json().result.link),
      password: 'secret-1',
      passwordConfirmation: 'secret-1',
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses a customer phone (422) and bad input, changing nothing', async () => {
    const customer = await insertCustomer(t.db);
    const before = await t.db.select().from(auditLog);
    const res = await call('POST', '/operators', MACHINE, { phone: customer.phone, name: 'X' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.phone).toBeDefined();
    const [still] = await t.db.select().from(users).where(eq(users.id, customer.id));
    expect(still?.userType).toBe('customer');
    expect((await call('POST', '/operators', MACHINE, { phone: 'nope', name: 'X' })).statusCode).toBe(422);
    const mismatch = await call('POST', '/auth/set-password', undefined, {
      token: 'a'.repeat(43),
      password: 'secret-1',
      passwordConfirmation: 'secret-2',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(await t.db.select().from(auditLog)).toHaveLength(before.length);
  });

  it('refuses an expired link', async () => {
    const made = await createOperator({ db: t.db, publicUrl: 'https://shop.example' }, commandLineActor, {
      phone: '01799000003',
      name: 'Late',
    });
    await t.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.phone, '01799000003'));
    const res = await call('POST', '/auth/set-password', undefined, {
      token: tokenOf(made.link),
      password: 'secret-1',
      passwordConfirmation: 'secret-1',
    });
    expect(res.statusCode).toBe(400);
  });

  it('pre-fills the demo operator only in demo mode', async () => {
    expect((await call('GET', '/auth/demo')).statusCode).toBe(404);
  });

  it('lists the operators and takes one’s access away, never one’s own or the last', async () => {
    await createOperator({ db: t.db, publicUrl: 'https://shop.example' }, commandLineActor, {
      phone: '01799000004',
      name: 'Pending Pat',
    });
    const first = await insertCustomer(t.db, { userType: 'admin', name: 'Ana First' });
    const second = await insertCustomer(t.db, { userType: 'admin', name: 'Bo Second' });
    const login = async (who: { phone: string; password: string }) =>
      (await call('POST', '/auth/login', undefined, { phone: who.phone, password: who.password })).json()
        .access_token as string;
    const anaToken = await login(first);
    const boToken = await login(second);
    const list = (await call('GET', '/operators', anaToken)).json().result as {
      id: number;
      name: string;
      isYou: boolean;
      pendingSetup: boolean;
      lastActiveAt: number | null;
    }[];
    expect(list.find((o) => o.id === first.id)).toMatchObject({ isYou: true, pendingSetup: false });
    expect(list.find((o) => o.id === second.id)?.isYou).toBe(false);
    expect(list.find((o) => o.name === 'Pending Pat')?.pendingSetup).toBe(true);
    expect(list.find((o) => o.name === 'Late')?.pendingSetup).toBe(false);

    const own = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/operators/${first.id}`,
      headers: { authorization: `Bearer ${anaToken}` },
    });
    expect(own.statusCode).toBe(409);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/operators/${second.id}`,
      headers: { authorization: `Bearer ${anaToken}` },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    // Bo's console session ends at once; Bo is a customer again
    expect((await call('GET', '/auth/session', boToken)).statusCode).toBe(401);
    const [bo] = await t.db.select().from(users).where(eq(users.id, second.id));
    expect(bo?.userType).toBe('customer');
    const entry = (await call('GET', '/audit-log?search=Bo%20Second', anaToken)).json().result.data[0];
    expect(entry).toMatchObject({
      action: 'operator.remove',
      actor: { id: first.id, name: 'Ana First' },
      before: { userType: 'admin' },
      after: { userType: 'customer' },
    });
  });

  it('`npm run admin -- create` prints the link through the running server', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const env = {
      ...process.env,
      ADMIN_API_TOKEN: MACHINE,
      ADMIN_API_URL: address,
      DATA_DIR: t.config.dataDir,
    };
    const cli = (...args: string[]) =>
      run(path.join(ROOT, 'node_modules/.bin/tsx'), ['apps/api/src/admin-cli.ts', ...args], {
        cwd: ROOT,
        env,
      });
    const made = await cli('create', '--phone', '01799000077', '--name', 'Cli Carla');
    expect(made.stdout).toMatch(
      /^Operator account created: Cli Carla \(01799000077\)\nSet its password at this link \(good once, until .+ UTC\):\n\n {2}https:\/\/shop\.example\/admin\/set-password\?token=[A-Za-z0-9_-]{43}\n$/,
    );
    const entry = (await call('GET', '/audit-log?search=Cli%20Carla', MACHINE)).json().result.data[0];
    expect(entry).toMatchObject({ action: 'operator.create', actor: { id: null } });
    await expect(cli('create', '--phone', 'nope')).rejects.toMatchObject({ code: 2 });
    await expect(cli('create')).rejects.toMatchObject({ code: 2 });
  }, 60_000);
});

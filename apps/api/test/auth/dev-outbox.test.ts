import { outboxEntry } from '@shop/contracts/auth';
import { envelope } from '@shop/contracts/envelope';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { apiClient, freshPhone } from './auth-client.ts';

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((a) => a.close())));

describe('GET /dev/outbox', () => {
  it('shows the latest messages of one recipient in demo mode', async () => {
    const t = await buildTestApp({ env: { DEMO_MODE: 'true' } });
    apps.push(t);
    const api = apiClient(t.app);
    const phone = freshPhone();
    await api.post('/auth/signup', { name: 'Demo', phone, password: 'secret123', agree: 'true' });
    await t.app.outbox.sendSms('0999999999', 'someone else');
    const res = await api.get(`/dev/outbox?to=${phone}`);
    expect(res.status).toBe(200);
    const list = envelope(z.array(outboxEntry)).parse(res.body).result;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ channel: 'sms', recipient: phone });
    expect(list[0]!.body).toMatch(/^Your verification code is \d{6}\. Storefront$/);
    expect((await api.get('/dev/outbox')).status).toBe(422);
  });

  it('does not exist without demo mode', async () => {
    const t = await buildTestApp({ env: { DEMO_MODE: 'false' } });
    apps.push(t);
    const res = await apiClient(t.app).get('/dev/outbox?to=0170');
    expect(res.status).toBe(404);
  });
});

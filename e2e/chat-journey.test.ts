import { CHAT_CONVERSATIONS_POLL_MS, CHAT_MESSAGES_POLL_MS } from '@shop/contracts/constants';
import { describe, expect, inject, it } from 'vitest';
import { startSignedIn } from './support/account.ts';
import { DEMO_CUSTOMER } from './support/checkout.ts';
import { eventually } from './support/eventually.ts';
import { useStorefront } from './support/fixtures.ts';
import {
  conversations,
  listedShops,
  operatorConversations,
  operatorReply,
  signInToken,
  startConversation,
} from './support/marketplace.ts';

/** A poll's interval plus room for the request and the render on a busy machine. */
const within = (intervalMs: number) => intervalMs + 5_000;

describe('chat with a shop', () => {
  const ctx = useStorefront();
  const adminToken = inject('adminToken');

  it('Chat now → the conversation with the greeting → Enter sends → the shop’s reply arrives → unseen counters', async () => {
    const [shopA, shopB] = await listedShops(ctx.baseURL);
    expect(shopA && shopB, 'the demo marketplace lists two shops').toBeTruthy();
    const token = await signInToken(ctx.baseURL, DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
    const shop = ctx.shop;
    const page = shop.page;

    await startSignedIn(page, token, `/shops/${shopA!.slug}`);
    const heading = page.getByRole('heading', { level: 1, name: 'Messages' });
    await page.getByRole('heading', { level: 1, name: shopA!.name }).waitFor();
    // Chat now waits (disabled) until start-up knows the shopper is signed in; then it starts the
    // conversation and opens it.
    await page.getByRole('button', { name: 'Chat now' }).click();
    await page.waitForURL((url) => url.pathname === '/chats');
    await heading.waitFor();

    // The URL names the conversation with that shop, which the shop greeted (demo mode).
    const conversationA = (await conversations(ctx.baseURL, token)).find((c) => c.shopId === shopA!.id);
    expect(conversationA).toBeDefined();
    await page.waitForURL(
      (url) =>
        url.pathname === '/chats' && url.searchParams.get('conversationId') === String(conversationA!.id),
    );
    const pane = page.getByRole('region', { name: `Chat with ${shopA!.name}` });
    const log = pane.getByRole('log', { name: 'Messages' });
    await log.getByText(`Hello! Thank you for contacting ${shopA!.name}.`, { exact: false }).waitFor();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect((await breadcrumb.innerText()).replace(/\s+/g, ' ')).toMatch(/Home.*My Account.*Messages/);

    // Enter sends; the box empties and the message is the last one of the log.
    const box = pane.getByRole('textbox', { name: 'Message' });
    await box.fill('Is the blue one still in stock?');
    await box.press('Enter');
    await log.getByText('Is the blue one still in stock?', { exact: true }).waitFor();
    expect(await box.inputValue()).toBe('');
    const items = log.getByRole('listitem');
    // Oldest first: the new message is the last of the log, under the greeting.
    expect(await items.last().innerText()).toContain('Is the blue one still in stock?');
    expect(await items.first().innerText()).toContain('Hello! Thank you for contacting');

    // A blank message sends nothing (the server still has the customer's message as the last one).
    const countBefore = await items.count();
    await box.fill('   ');
    await box.press('Enter');
    await pane.getByRole('button', { name: 'Send message' }).click();
    await page.waitForTimeout(1_000);
    expect(await items.count()).toBe(countBefore);
    const lastA = (await operatorConversations(ctx.baseURL, adminToken)).find(
      (c) => c.id === conversationA!.id,
    );
    expect(lastA).toMatchObject({ lastMessage: 'Is the blue one still in stock?', lastFromShop: false });
    await box.fill('');

    // The operator answers as the shop; the open conversation shows it within the 4 s polling.
    await operatorReply(ctx.baseURL, adminToken, conversationA!.id, 'Yes, we have three left.');
    await log
      .getByText('Yes, we have three left.', { exact: true })
      .waitFor({ timeout: within(CHAT_MESSAGES_POLL_MS) });

    // Another shop's conversation gets messages the customer has not read: its counter shows in
    // the list (polled every 8 s) and clears once it is opened.
    const conversationB = await startConversation(ctx.baseURL, token, shopB!.id);
    await operatorReply(ctx.baseURL, adminToken, conversationB.id, 'We ship your order tomorrow.');
    const list = page.getByRole('navigation', { name: 'Conversations' });
    const linkB = list.getByRole('link', { name: new RegExp(shopB!.name) });
    await linkB.getByText('2 unread messages').waitFor({ timeout: within(CHAT_CONVERSATIONS_POLL_MS) });
    expect(await list.getByRole('link', { name: new RegExp(shopA!.name) }).innerText()).not.toMatch(/unread/);

    await linkB.click();
    await page.waitForURL((url) => url.searchParams.get('conversationId') === String(conversationB.id));
    const paneB = page.getByRole('region', { name: `Chat with ${shopB!.name}` });
    await paneB.getByRole('log').getByText('We ship your order tomorrow.', { exact: true }).waitFor();
    await eventually(async () => expect(await linkB.innerText()).not.toMatch(/unread/));
    expect((await conversations(ctx.baseURL, token)).find((c) => c.id === conversationB.id)).toMatchObject({
      unseenMessageCounter: 0,
    });

    // Away and back through the account sidebar: the counter stays cleared.
    await page.goto('/dashboard', { waitUntil: 'domcontentloaded' });
    const accountNav = page.getByRole('navigation', { name: 'My Account' });
    await accountNav.getByRole('link', { name: 'Messages' }).click();
    await heading.waitFor();
    await linkB.waitFor();
    expect(await linkB.innerText()).not.toMatch(/unread/);
    expect(await linkB.innerText()).toContain('We ship your order tomorrow.');
  });
});

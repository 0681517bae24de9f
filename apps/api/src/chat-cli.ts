import { CHAT_MESSAGE_MAX, type OperatorConversation } from '@shop/contracts/chat';
import { commandLineActor } from './modules/audit/audit.ts';
import { operatorConversations } from './modules/chat/chat-queries.ts';
import { operatorReply } from './modules/chat/operator-chat.ts';
import { operate, runOperatorCommand, UsageError } from './operator-command.ts';
import { loadConfig } from './platform/config.ts';

const USAGE = `Usage: npm run chat -- list
       npm run chat -- reply CONVERSATION_ID "text"

list   conversations, those waiting for the shop's answer first
reply  sends "text" to the customer as the conversation's shop

With ADMIN_API_TOKEN set, the running server is asked through its operator API
(http://127.0.0.1:$PORT, or CHAT_API_URL); otherwise the database is changed
directly (with the embedded PGlite database, stop the server first).`;

type Command = { kind: 'list' } | { kind: 'reply'; id: number; text: string };

function parseArgs(argv: string[]): Command {
  const [command, idText, text, ...rest] = argv;
  if (command === 'list' && idText === undefined) return { kind: 'list' };
  if (command !== 'reply' || idText === undefined || text === undefined || rest.length > 0) {
    throw new UsageError('');
  }
  if (!/^\d{1,10}$/.test(idText) || Number(idText) < 1)
    throw new UsageError(`Not a conversation id: ${idText}`);
  const trimmed = text.trim();
  if (trimmed === '') throw new UsageError('The reply is empty.');
  if (trimmed.length > CHAT_MESSAGE_MAX)
    throw new UsageError(`A reply may be at most ${CHAT_MESSAGE_MAX} characters.`);
  return { kind: 'reply', id: Number(idText), text: trimmed };
}

function printList(list: OperatorConversation[]): void {
  if (list.length === 0) {
    process.stdout.write('No conversations.\n');
    return;
  }
  for (const c of list) {
    const state = c.lastFromShop ? 'answered' : 'waiting ';
    const preview = c.lastMessage.replace(/\s+/g, ' ').slice(0, 60);
    process.stdout.write(
      `#${c.id}  ${state}  ${c.shopSlug} ↔ ${c.customerName}  ${c.lastActivityAt.slice(0, 16).replace('T', ' ')}  ${preview}\n`,
    );
  }
}

async function main(): Promise<void> {
  const command = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const url = process.env.CHAT_API_URL;
  if (command.kind === 'list') {
    printList(await operate(config, url, { method: 'GET', path: '/admin/chats' }, operatorConversations));
    return;
  }
  await operate(
    config,
    url,
    { method: 'POST', path: `/admin/chats/${command.id}/reply`, body: { message: command.text } },
    (db) => operatorReply(db, commandLineActor, command.id, command.text),
  );
  process.stdout.write(`Replied in conversation ${command.id}\n`);
}

runOperatorCommand(USAGE, main);

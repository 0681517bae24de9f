import type { AccountHandle } from '../features/account/account-links.ts';
import { ChatView } from '../features/chat/chat-view.tsx';
import { useTranslation } from '../lib/i18n-react.tsx';

export const handle: AccountHandle = { accountSection: 'messages' };

/** /chats (account area, signed-in only): the shopper's conversations with shops. */
export default function ChatsRoute() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-5">
      <title>{t('messages')}</title>
      <h1 className="text-2xl font-bold text-slate-900">{t('messages')}</h1>
      <ChatView />
    </div>
  );
}

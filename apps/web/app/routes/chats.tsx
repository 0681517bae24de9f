import { useTranslation } from 'react-i18next';
import { ChatView } from '../features/chat/chat-view.tsx';

/** /chats (account area, signed-in only): the shopper's conversations with shops. */
export default function ChatsRoute() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-5">
      <title>{t('chats')}</title>
      <h1 className="text-2xl font-bold text-slate-900">{t('chats')}</h1>
      <ChatView />
    </div>
  );
}

import { MessageSquare } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react.tsx';

/** /seller/chats with no conversation open (wide screens show it beside the list). */
export default function NoConversationRoute() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center text-slate-500">
      <MessageSquare aria-hidden className="size-10 text-slate-300" />
      <p className="text-sm">{t('chats.choose')}</p>
    </div>
  );
}

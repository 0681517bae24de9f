import { useQueryClient } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useOpenPopup } from '../../lib/popup-store.ts';
import { useSessionLoading, useUser } from '../../lib/session.ts';
import { useApi } from '../../lib/shop-context.tsx';
import { toast } from '../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { chatKeys, startChat } from './api.ts';

/**
 * "Chat now" (storefront spec §5: chat start requires sign-in): a guest gets the sign-in popup; a
 * signed-in shopper starts or reopens the conversation with the shop and lands on it in /chats.
 */
export function ChatNowButton({ shopId }: { shopId: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const user = useUser();
  // Until start-up knows whether someone is signed in, a click would ask a signed-in shopper to sign in.
  const sessionLoading = useSessionLoading();
  const openPopup = useOpenPopup();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  async function start() {
    if (!user) {
      openPopup('signin');
      return;
    }
    setPending(true);
    try {
      const started = await startChat(api, shopId);
      if (!started.ok) {
        toast.error(started.message);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: chatKeys.all });
      navigate(`/chats?conversationId=${started.data.id}`);
    } finally {
      setPending(false);
    }
  }

  return (
    <Button
      onClick={() => void start()}
      disabled={pending || sessionLoading}
      aria-haspopup={user ? undefined : 'dialog'}
    >
      <MessageCircle aria-hidden className="size-4" />
      {t('chat_now')}
    </Button>
  );
}

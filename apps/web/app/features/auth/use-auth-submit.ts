import { useQueryClient } from '@tanstack/react-query';
import type { ApiResult } from '../../lib/api-client.ts';
import { translatedMessage } from '../../lib/i18n.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useClosePopup, useOpenPopup } from '../../lib/popup-store.ts';
import { applySignedIn, authOutcome, awaitVerification } from '../../lib/session-actions.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import type { AuthResponse } from '../../lib/session-wire.ts';
import { toast } from '../../lib/toast.ts';

/**
 * Finishes a login, signup or verify call (storefront spec §4): 'verify' opens the verification
 * popup with the phone; a signed-in answer stores the session and closes the popup with
 * `successMessage` (or the server's message); a failure shows the server's message. Resolves to the
 * outcome kind.
 */
export function useFinishAuth() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const openPopup = useOpenPopup();
  const closePopup = useClosePopup();

  return async function finish(
    pending: Promise<ApiResult<AuthResponse>>,
    phone: string,
    successMessage?: string,
  ): Promise<'signed-in' | 'verify' | 'failed'> {
    useSessionStore.getState().setLoading(true);
    const result = await pending.finally(() => useSessionStore.getState().setLoading(false));
    if (!result.ok) {
      toast.error(translatedMessage(t, result.message));
      return 'failed';
    }
    const outcome = authOutcome(result.data, phone, 'Something went wrong');
    switch (outcome.kind) {
      case 'verify':
        awaitVerification(outcome.phone);
        if (outcome.message) toast.info(translatedMessage(t, outcome.message));
        openPopup('user-verification', { phone: outcome.phone });
        return 'verify';
      case 'signed-in':
        applySignedIn(queryClient, outcome.session);
        closePopup();
        toast.success(successMessage ?? translatedMessage(t, result.data.message) ?? t('login_successful'));
        return 'signed-in';
      case 'failed':
        toast.error(translatedMessage(t, outcome.message));
        return 'failed';
    }
  };
}

import { useTranslation } from '../../lib/i18n-react.tsx';
import { toast } from '../../lib/toast.ts';

/** Copies a coupon code to the clipboard and says so ('Copied to clipboard', storefront spec §8). */
export function useCopyCode(): (code: string) => Promise<void> {
  const { t } = useTranslation();
  return async (code) => {
    try {
      await navigator.clipboard.writeText(code);
      toast.success(t('copied_to_clipboard'));
    } catch {
      toast.error(t('could_not_copy_the_code'));
    }
  };
}

import { toast } from 'sonner';

/**
 * Toasts of the seller center: the seller layout mounts sonner's Toaster (the storefront loads it
 * lazily; here it is part of the seller chunk). Pass translated text.
 */
export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
};

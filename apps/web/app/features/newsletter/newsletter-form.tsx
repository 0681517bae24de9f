import { Mail } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { messageKey } from '../../lib/i18n.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useApi } from '../../lib/shop-context.tsx';
import { toast } from '../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { subscribe } from './api.ts';

/**
 * Newsletter sign-up: the e-mail is checked with the shared schema before it is sent
 * (storefront spec §5). The schema (and zod with it) is fetched on the first submit, not with the
 * page: the form is in every page's footer.
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  const api = useApi();
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const { subscribeBody } = await import('@shop/contracts/content');
    const parsed = subscribeBody.safeParse({ email });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Invalid email';
      setError(t(messageKey(message), { defaultValue: message }));
      return;
    }
    setError(null);
    setSending(true);
    const result = await subscribe(api, parsed.data.email);
    setSending(false);
    if (result.ok) {
      toast.success(t('subscribed'));
      setEmail('');
    } else {
      toast.error(t(messageKey(result.message), { defaultValue: result.message }));
    }
  }

  return (
    <section aria-labelledby={`${inputId}-title`} className="bg-primary-500 text-primary-contrast">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex items-start gap-4">
          <span className="hidden size-12 shrink-0 items-center justify-center rounded-full bg-white/15 sm:inline-flex">
            <Mail aria-hidden className="size-6" />
          </span>
          <div>
            <h2 id={`${inputId}-title`} className="text-xl font-bold sm:text-2xl">
              {t('subscribe_to_our_newsletter')}
            </h2>
            <p className="mt-1 text-sm opacity-90">
              {t('get_the_latest_deals_and_new_arrivals_in_your_inbox')}
            </p>
          </div>
        </div>
        <form noValidate onSubmit={onSubmit} className="w-full lg:max-w-md">
          <label htmlFor={inputId} className="sr-only">
            {t('email_address')}
          </label>
          <div className="flex gap-2">
            <input
              id={inputId}
              type="email"
              inputMode="email"
              autoComplete="email"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                if (error) setError(null);
              }}
              placeholder={t('enter_your_email_address')}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              className="h-12 min-w-0 flex-1 rounded-lg border border-white/30 bg-white px-4 text-sm text-slate-900 placeholder:text-slate-400 focus:outline-none focus:ring-4 focus:ring-white/40"
            />
            <Button type="submit" variant="dark" size="lg" disabled={sending}>
              {t('subscribe')}
            </Button>
          </div>
          {error ? (
            <p id={`${inputId}-error`} role="alert" className="mt-2 text-sm font-medium">
              {error}
            </p>
          ) : null}
        </form>
      </div>
    </section>
  );
}

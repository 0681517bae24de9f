import { useTranslation } from '../../lib/i18n-react.tsx';
import { usePageConfig } from '../../lib/shop-context.tsx';
import { buttonClasses } from '../../ui/button.tsx';

/**
 * Plain links to the configured social login providers (storefront spec §1); nothing when none is
 * set up. The provider's callback ends on the storefront with `?accessToken=` or
 * `?socialLogin=failed`.
 */
export function SocialLogins() {
  const { t } = useTranslation();
  const { socialLogins } = usePageConfig();
  if (socialLogins.length === 0) return null;
  return (
    <div className="grid gap-3">
      <p className="flex items-center gap-3 text-xs uppercase tracking-wide text-slate-400 before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">
        {t('or')}
      </p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {socialLogins.map((provider) => (
          <li key={provider.name}>
            <a href={provider.url} className={buttonClasses('outline', 'md', 'w-full')}>
              {t('continue_with_provider', { provider: provider.name })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

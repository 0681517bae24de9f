import { Link } from 'react-router';
import { useTranslation } from '../lib/i18n-react.tsx';
import { buttonClasses } from './button.tsx';

/** The page shown for any unknown address, page, product or shop (storefront spec §2, §8). */
export function NotFoundView() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <title>{t('page_not_found')}</title>
      <p aria-hidden className="text-7xl font-extrabold tracking-tight text-primary-500">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{t('oops_page_not_found')}</h1>
      <p className="mt-3 text-slate-600">{t('the_page_you_are_looking_for_does_not_exist')}</p>
      <Link to="/" className={buttonClasses('primary', 'lg', 'mt-8')}>
        {t('back_to_home')}
      </Link>
    </section>
  );
}

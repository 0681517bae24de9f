import type { Footer } from '@shop/contracts/content';
import { Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { shopTitle } from '../../lib/i18n.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { usePageConfig } from '../../lib/shop-context.tsx';
import { Image } from '../../ui/image.tsx';
import { visibleAppLinks, visibleSocialLinks } from './social-links.ts';

const SOCIAL_NAMES = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  instagram: 'Instagram',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
} as const;

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-900">{title}</h2>
      <ul className="mt-4 space-y-2.5 text-sm">{children}</ul>
    </div>
  );
}

const linkClass = 'text-slate-600 hover:text-primary-600';

/** An internal path stays in the app; anything else is an ordinary link. */
function SmartLink({ to, children }: { to: string; children: ReactNode }) {
  if (to.startsWith('/') && !to.startsWith('//')) {
    return (
      <Link to={to} className={linkClass}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} className={linkClass}>
      {children}
    </a>
  );
}

/** Default pages not already among the quick links (both lists often hold "About Us"). */
function defaultPagesNotLinked(footer: Footer): Footer['defaultPages'] {
  const linked = new Set(footer.quickLinkPages.map((link) => link.url));
  return footer.defaultPages.filter((page) => !linked.has(`/pages/${encodeURIComponent(page.slug)}`));
}

/** The site footer from the shop's settings (storefront spec §2 Shell). */
export function SiteFooter({ footer }: { footer: Footer }) {
  const { t, i18n } = useTranslation();
  const config = usePageConfig();
  const social = visibleSocialLinks(footer);
  const apps = visibleAppLinks(footer);
  const logo = footer.homeFooterLogo || config.generalSettings.logo;

  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div>
          <Link to="/" aria-label={t('home_of', { name: config.generalSettings.appName })}>
            {logo ? (
              <Image
                src={logo}
                alt={config.generalSettings.appName}
                width={160}
                height={40}
                className="h-10 w-auto"
              />
            ) : (
              <span className="text-xl font-bold text-slate-900">{config.generalSettings.appName}</span>
            )}
          </Link>
          <ul className="mt-5 space-y-3 text-sm text-slate-600">
            {footer.homeFooterCustomerSupport ? (
              <li className="flex items-start gap-2.5">
                <Phone aria-hidden className="mt-0.5 size-4 shrink-0 text-primary-500" />
                <span>
                  <span className="block text-xs text-slate-500">{t('customer_support')}</span>
                  <a
                    href={`tel:${footer.homeFooterCustomerSupport.replace(/[^\d+]/g, '')}`}
                    className="font-medium text-slate-800 hover:text-primary-600"
                    dir="ltr"
                  >
                    {footer.homeFooterCustomerSupport}
                  </a>
                </span>
              </li>
            ) : null}
            {footer.homeFooterAddress ? (
              <li className="flex items-start gap-2.5">
                <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-primary-500" />
                <span dir="auto">{footer.homeFooterAddress}</span>
              </li>
            ) : null}
            {footer.homeFooterEmail ? (
              <li className="flex items-start gap-2.5">
                <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-primary-500" />
                <a href={`mailto:${footer.homeFooterEmail}`} className="hover:text-primary-600">
                  {footer.homeFooterEmail}
                </a>
              </li>
            ) : null}
          </ul>
          {social.length > 0 ? (
            <ul aria-label={t('follow_us')} className="mt-5 flex flex-wrap gap-2">
              {social.map((link) => (
                <li key={link.network}>
                  <a
                    href={link.url}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="inline-flex h-8 items-center rounded-full border border-slate-200 px-3 text-xs font-medium text-slate-600 hover:border-primary-400 hover:text-primary-600"
                  >
                    {SOCIAL_NAMES[link.network]}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        {footer.topCategories.length > 0 ? (
          <Column title={t('top_categories')}>
            {footer.topCategories.map((category) => (
              <li key={category.id}>
                <SmartLink to={`/categories/${encodeURIComponent(category.slug)}`}>{category.name}</SmartLink>
              </li>
            ))}
          </Column>
        ) : null}

        {footer.quickLinkPages.length > 0 || footer.defaultPages.length > 0 ? (
          <Column title={t('quick_links')}>
            {footer.quickLinkPages.map((link) => (
              <li key={`${link.title}-${link.url}`}>
                {/* a title the storefront knows ("About Us") in the page's language, else as the shop wrote it */}
                <SmartLink to={link.url}>
                  <bdi>{shopTitle(t, i18n.language, link.title)}</bdi>
                </SmartLink>
              </li>
            ))}
            {defaultPagesNotLinked(footer).map((page) => (
              <li key={page.id}>
                <SmartLink to={`/pages/${encodeURIComponent(page.slug)}`}>
                  <bdi>{shopTitle(t, i18n.language, page.title)}</bdi>
                </SmartLink>
              </li>
            ))}
          </Column>
        ) : null}

        <div className="space-y-8">
          {footer.popularTags.length > 0 ? (
            <div>
              <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-900">
                {t('popular_tags')}
              </h2>
              <ul className="mt-4 flex flex-wrap gap-2">
                {footer.popularTags.map((tag) => (
                  <li key={tag}>
                    <Link
                      to={`/products?tag=${encodeURIComponent(tag)}`}
                      className="inline-flex h-7 items-center rounded-full bg-slate-100 px-3 text-xs text-slate-700 hover:bg-primary-50 hover:text-primary-700"
                    >
                      {tag}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {apps.length > 0 ? (
            <div>
              <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-900">
                {t('get_our_app')}
              </h2>
              <ul className="mt-4 flex flex-wrap gap-2">
                {apps.map((app) => (
                  <li key={app.store}>
                    <a
                      href={app.url}
                      rel="noopener noreferrer"
                      target="_blank"
                      className="inline-flex h-10 items-center rounded-lg bg-slate-900 px-4 text-xs font-semibold text-white hover:bg-slate-800"
                    >
                      {app.store === 'playStore'
                        ? t('get_it_on_google_play')
                        : t('download_on_the_app_store')}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </div>
      <div className="border-t border-slate-200">
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-4 px-4 py-5 text-sm text-slate-500 sm:flex-row sm:justify-between">
          {/* the shop's own line as written, in its own direction; without one, ours in the page's language */}
          {footer.homeFooterCopyrightText.trim() ? (
            <p dir="auto">{footer.homeFooterCopyrightText}</p>
          ) : (
            <p>
              {t('copyright_notice', {
                year: new Date().getUTCFullYear(),
                name: config.generalSettings.appName,
              })}
            </p>
          )}
          {footer.homeFooterSecuredPayments ? (
            <Image
              src={footer.homeFooterSecuredPayments}
              alt={t('secured_payments')}
              width={280}
              height={28}
              className="h-7 w-auto"
            />
          ) : null}
        </div>
      </div>
    </footer>
  );
}

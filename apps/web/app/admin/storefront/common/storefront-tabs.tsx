import { PageHeader } from '../../../console/common/page-header.tsx';
import { RouteTabs } from '../../../console/common/route-tabs.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';

/** The storefront area's title and its screens as tabs (home blocks, banners, pages, footer, newsletter). */
export function StorefrontHeader({ title, actions }: { title: string; actions?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title} description={t('storefront.subtitle')} actions={actions} />
      <RouteTabs
        label={t('storefront.sections')}
        links={[
          { to: '/admin/storefront', label: t('storefront.tabs.home'), end: true },
          { to: '/admin/storefront/banners', label: t('storefront.tabs.banners'), end: false },
          { to: '/admin/storefront/pages', label: t('storefront.tabs.pages'), end: false },
          { to: '/admin/storefront/footer', label: t('storefront.tabs.footer'), end: false },
          { to: '/admin/storefront/newsletter', label: t('storefront.tabs.newsletter'), end: false },
        ]}
      />
    </>
  );
}

import { Link } from 'react-router';
import { PageHeader } from '../../../console/common/page-header.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { NEW_PAGE, PageForm } from '../common/page-form.tsx';

/** /admin/storefront/pages/new: a new CMS page. */
export default function PageCreateRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('storefront.newPage')}
        description={
          <Link to="/admin/storefront/pages" className="text-primary-700 hover:underline">
            {t('storefront.backToPages')}
          </Link>
        }
      />
      <PageForm page={null} initial={NEW_PAGE} />
    </>
  );
}

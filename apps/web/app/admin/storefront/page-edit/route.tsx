import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../console/common/page-header.tsx';
import { RecordGate, useIdParam } from '../../../console/common/record-route.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { buttonClasses } from '../../../ui/button.tsx';
import { pageQuery } from '../api.ts';
import { PageForm, pageFormValue } from '../common/page-form.tsx';

/** /admin/storefront/pages/:id: a CMS page and its translations. */
export default function PageEditRoute() {
  const { t } = useTranslation();
  const id = useIdParam();
  const page = useQuery({ ...pageQuery(id), enabled: id > 0 });
  const back = (
    <Link to="/admin/storefront/pages" className="text-primary-700 hover:underline">
      {t('storefront.backToPages')}
    </Link>
  );
  return (
    <RecordGate
      id={id}
      query={page}
      back={back}
      notFoundTitle={t('storefront.pageNotFound')}
      errorTitle={t('storefront.pageLoadFailed')}
      skeletons={['h-96', 'h-64']}
    >
      {(record) => (
        <>
          <PageHeader
            title={t('storefront.editPage', { title: record.title })}
            description={back}
            actions={
              record.isActive ? (
                <a
                  href={`/pages/${record.slug}`}
                  target="_blank"
                  rel="noreferrer"
                  className={buttonClasses('outline')}
                >
                  <ExternalLink aria-hidden className="size-4" />
                  {t('storefront.viewPage')}
                </a>
              ) : null
            }
          />
          <PageForm key={record.id} page={record} initial={pageFormValue(record)} />
        </>
      )}
    </RecordGate>
  );
}

import type { CampaignImage } from '@shop/contracts/seller/campaigns';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { CampaignForm } from '../../../console/campaigns/campaign-form.tsx';
import { CampaignStatusBadge } from '../../../console/campaigns/campaign-labels.tsx';
import { notify } from '../../../console/common/notify.ts';
import { PageHeader } from '../../../console/common/page-header.tsx';
import { RecordGate, useIdParam } from '../../../console/common/record-route.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { campaignQuery, sellerCampaignOptions, useCampaignImage, useUpdateCampaign } from '../api.ts';
import { CampaignPicturesPanel } from '../common/pictures-panel.tsx';

/** /seller/campaigns/:id: a campaign's form; its pictures change at once. */
export default function CampaignEditRoute() {
  const { t } = useTranslation();
  const id = useIdParam();
  const campaign = useQuery({ ...campaignQuery(id), enabled: id > 0 });
  const update = useUpdateCampaign(id);
  const image = useCampaignImage();
  const back = (
    <Link to="/seller/campaigns" className="text-primary-600 hover:underline">
      {t('campaigns.backToList')}
    </Link>
  );

  return (
    <RecordGate
      id={id}
      query={campaign}
      back={back}
      notFoundTitle={t('campaigns.notFound')}
      errorTitle={t('campaigns.editTitle')}
      skeletons={['h-40', 'h-72']}
    >
      {(c) => {
        const changeImage = (kind: CampaignImage, file: File | null) =>
          image.mutate(
            { id: c.id, image: kind, file },
            {
              onSuccess: () =>
                notify.success(file ? t('campaigns.pictureSaved') : t('campaigns.pictureRemoved')),
              onError: (error) => notify.error(error.message),
            },
          );
        return (
          <>
            <PageHeader
              title={c.name}
              description={
                <span className="flex flex-wrap items-center gap-3">
                  {back}
                  <CampaignStatusBadge status={c.status} />
                  {c.isPublished ? (
                    <a
                      href={`/campaigns/${c.slug}`}
                      target="_blank"
                      rel="noreferrer"
                      className="inline-flex items-center gap-1 text-primary-600 hover:underline"
                    >
                      <ExternalLink aria-hidden className="size-4" />
                      {t('campaigns.viewOnStore')}
                    </a>
                  ) : null}
                </span>
              }
            />
            <CampaignForm
              source={sellerCampaignOptions}
              key={c.id}
              campaign={c}
              submitLabel={t('common.save')}
              onSave={async (body) => {
                await update.mutateAsync(body);
                notify.success(t('common.saved'));
              }}
              extra={
                <CampaignPicturesPanel
                  banner={c.banner}
                  thumbnail={c.thumbnailImage}
                  busy={image.isPending}
                  onPick={(kind, file) => changeImage(kind, file)}
                  onRemove={(kind) => changeImage(kind, null)}
                />
              }
            />
          </>
        );
      }}
    </RecordGate>
  );
}

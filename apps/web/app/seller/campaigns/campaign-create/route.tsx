import type { CampaignImage } from '@shop/contracts/seller/campaigns';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CampaignForm } from '../../../console/campaigns/campaign-form.tsx';
import { notify } from '../../../console/common/notify.ts';
import { PageHeader } from '../../../console/common/page-header.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { sellerCampaignOptions, useCampaignImage, useCreateCampaign } from '../api.ts';
import { CampaignPicturesPanel } from '../common/pictures-panel.tsx';

/** A preview URL of a chosen file, revoked when it changes or the page leaves. */
function usePreview(file: File | null): string {
  const [url, setUrl] = useState('');
  useEffect(() => {
    if (!file) {
      setUrl('');
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** /seller/campaigns/new: a new campaign; pictures chosen here are uploaded once it exists. */
export default function CampaignCreateRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateCampaign();
  const image = useCampaignImage();
  const [files, setFiles] = useState<Record<CampaignImage, File | null>>({ banner: null, thumbnail: null });
  const bannerUrl = usePreview(files.banner);
  const thumbnailUrl = usePreview(files.thumbnail);

  return (
    <>
      <PageHeader
        title={t('campaigns.newCampaign')}
        description={
          <Link to="/seller/campaigns" className="text-primary-600 hover:underline">
            {t('campaigns.backToList')}
          </Link>
        }
      />
      <CampaignForm
        source={sellerCampaignOptions}
        campaign={null}
        submitLabel={t('campaigns.create')}
        onSave={async (body) => {
          const campaign = await create.mutateAsync(body);
          for (const kind of ['banner', 'thumbnail'] as const) {
            const file = files[kind];
            if (!file) continue;
            try {
              await image.mutateAsync({ id: campaign.id, image: kind, file });
            } catch (error) {
              notify.error(error instanceof Error ? error.message : t('campaigns.saveFailed'));
            }
          }
          notify.success(t('campaigns.created', { name: campaign.name }));
          navigate(`/seller/campaigns/${campaign.id}`, { replace: true });
        }}
        extra={
          <CampaignPicturesPanel
            banner={bannerUrl}
            thumbnail={thumbnailUrl}
            busy={create.isPending || image.isPending}
            onPick={(kind, file) => setFiles((current) => ({ ...current, [kind]: file }))}
            onRemove={(kind) => setFiles((current) => ({ ...current, [kind]: null }))}
          />
        }
      />
    </>
  );
}

import type { CampaignImage } from '@shop/contracts/seller/campaigns';
import { ImageField } from '../../../console/common/image-field.tsx';
import { Panel } from '../../../console/common/page-header.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';

/** The campaign's banner (its page) and thumbnail (the campaigns list): choose, replace, remove. */
export function CampaignPicturesPanel({
  banner,
  thumbnail,
  busy,
  onPick,
  onRemove,
}: {
  banner: string;
  thumbnail: string;
  busy?: boolean;
  onPick: (image: CampaignImage, file: File) => void;
  onRemove: (image: CampaignImage) => void;
}) {
  const { t } = useTranslation();
  const texts = {
    choose: t('campaigns.pictureChoose'),
    remove: t('campaigns.pictureRemove'),
    invalid: t('campaigns.pictureInvalid'),
    none: t('campaigns.pictureNone'),
  };
  return (
    <Panel title={t('campaigns.sectionPictures')}>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <ImageField
          label={t('campaigns.banner')}
          hint={t('campaigns.bannerHint')}
          url={banner}
          busy={busy}
          onPick={(file) => onPick('banner', file)}
          onRemove={() => onRemove('banner')}
          texts={texts}
        />
        <ImageField
          label={t('campaigns.thumbnail')}
          hint={t('campaigns.thumbnailHint')}
          url={thumbnail}
          busy={busy}
          frame="aspect-[3/4] max-w-48"
          onPick={(file) => onPick('thumbnail', file)}
          onRemove={() => onRemove('thumbnail')}
          texts={texts}
        />
      </div>
    </Panel>
  );
}

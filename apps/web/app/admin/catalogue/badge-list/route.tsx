import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminBadge, type BadgeBody, type BadgeInput, badgeBody } from '@shop/contracts/admin/catalogue';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { CheckboxField, fieldError, InputField } from '../../../console/common/form-fields.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { badgesQuery, useDeleteBadge, useSaveBadge } from '../api.ts';
import { useSaveSubmit, VocabularyForm } from '../common/edit-form.tsx';
import { productsColumn, stateColumn, VocabularyScreen } from '../common/list-screen.tsx';
import { TranslationLine } from '../common/translation-line.tsx';

/** A badge as the product cards show it. */
function BadgePreview({ name, color, bgColor }: { name: string; color: string; bgColor: string }) {
  return (
    <span
      dir="auto"
      className="inline-flex rounded px-2 py-0.5 text-xs font-semibold"
      style={{ color, backgroundColor: bgColor }}
    >
      {name}
    </span>
  );
}

/**
 * /admin/catalogue/badges (issue 18 §3): the product badges ("New", "Hot") with their text and
 * background colours and translations. A badge on products cannot be deleted.
 */
export default function BadgeListRoute() {
  const { t } = useTranslation();
  const list = useQuery(badgesQuery());
  return (
    <VocabularyScreen<AdminBadge>
      texts={{
        description: t('catalogue.badgesSubtitle'),
        add: t('catalogue.addBadge'),
        table: t('catalogue.badgesTable'),
        empty: t('catalogue.noBadges'),
      }}
      columns={[
        {
          key: 'name',
          header: t('catalogue.name'),
          cell: (b) => (
            <div className="flex flex-col items-start gap-1">
              <BadgePreview name={b.name} color={b.color} bgColor={b.bgColor} />
              <TranslationLine translations={b.translations} />
            </div>
          ),
        },
        productsColumn(t),
        stateColumn(t),
      ]}
      list={list}
      rows={list.data}
      remove={useDeleteBadge()}
      form={(badge, close) => <BadgeForm key={badge?.id ?? 'new'} badge={badge} onDone={close} />}
    />
  );
}

function BadgeForm({ badge, onDone }: { badge: AdminBadge | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveBadge();
  const form = useForm<BadgeInput, unknown, BadgeBody>({
    resolver: zodResolver(badgeBody),
    defaultValues: {
      name: badge?.name ?? '',
      color: badge?.color ?? '#ffffff',
      bgColor: badge?.bgColor ?? '#005bff',
      isActive: badge?.isActive ?? true,
      translations: badge?.translations ?? { 'es-ES': '', 'ar-SA': '' },
    },
  });
  const { errors } = form.formState;
  const [name, color, bgColor] = useWatch({ control: form.control, name: ['name', 'color', 'bgColor'] });
  const onSubmit = useSaveSubmit(
    form,
    badge !== null,
    (body) => save.mutateAsync({ id: badge?.id ?? null, body }),
    onDone,
  );
  return (
    <VocabularyForm form={form} onSubmit={onSubmit} onCancel={onDone}>
      <div className="grid gap-3 sm:grid-cols-2">
        <InputField
          label={t('catalogue.textColour')}
          type="color"
          className="[&_input]:h-10 [&_input]:p-1"
          error={fieldError(t, errors.color)}
          {...form.register('color')}
        />
        <InputField
          label={t('catalogue.backgroundColour')}
          type="color"
          className="[&_input]:h-10 [&_input]:p-1"
          error={fieldError(t, errors.bgColor)}
          {...form.register('bgColor')}
        />
      </div>
      <p className="flex items-center gap-2 text-sm text-slate-600">
        {t('catalogue.preview')}{' '}
        <BadgePreview name={name || '…'} color={color ?? '#ffffff'} bgColor={bgColor ?? '#005bff'} />
      </p>
      <CheckboxField
        label={t('catalogue.shown')}
        hint={t('catalogue.badgeShownHint')}
        {...form.register('isActive')}
      />
    </VocabularyForm>
  );
}

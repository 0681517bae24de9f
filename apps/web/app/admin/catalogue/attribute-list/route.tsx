import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminAttribute,
  type AdminAttributeValue,
  type AttributeValueBody,
  type AttributeValueInput,
  attributeBody,
  attributeValueBody,
} from '@shop/contracts/admin/catalogue';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { fieldError, InputField } from '../../../console/common/form-fields.tsx';
import { Panel } from '../../../console/common/page-header.tsx';
import { StateBadge } from '../../../console/common/state-badge.tsx';
import { useTableParams } from '../../../console/common/table-params.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { buttonClasses } from '../../../ui/button.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import {
  attributesQuery,
  useDeleteAttribute,
  useDeleteValue,
  useSaveAttribute,
  useSaveValue,
} from '../api.ts';
import { OfferedField, OfferedNameForm, useSaveSubmit, VocabularyForm } from '../common/edit-form.tsx';
import { CatalogueScreen, EditDialog, useVocabularyDelete } from '../common/list-screen.tsx';
import { RowActions } from '../common/row-actions.tsx';
import { TranslationLine } from '../common/translation-line.tsx';

const FILTERS = ['edit', 'value', 'attribute'] as const;

/**
 * /admin/catalogue/attributes (issue 18 §3): the attributes sellers build variations from (colour,
 * size…) and their values, a colour with its swatch. `?edit=<id>|new` edits an attribute,
 * `?value=<id>` a value, `?value=new&attribute=<id>` adds one. Neither can be deleted while a
 * product variation uses it: hide it instead (sellers are no longer offered it).
 */
export default function AttributeListRoute() {
  const { t } = useTranslation();
  const { filters, update } = useTableParams(FILTERS);
  const list = useQuery(attributesQuery());
  const saveAttribute = useSaveAttribute();
  const all = list.data ?? [];
  const editing = filters.edit === 'new' ? 'new' : (all.find((a) => String(a.id) === filters.edit) ?? null);
  const values = all.flatMap((a) => a.values.map((v) => ({ ...v, attributeId: a.id })));
  const editingValue =
    filters.value === 'new' ? 'new' : (values.find((v) => String(v.id) === filters.value) ?? null);
  const valueAttribute =
    editingValue === 'new'
      ? all.find((a) => String(a.id) === filters.attribute)
      : all.find((a) => a.id === editingValue?.attributeId);

  const delAttribute = useVocabularyDelete<AdminAttribute>(useDeleteAttribute(), {
    usedBy: (a) => a.variationCount,
    inUse: (count) => t('catalogue.deleteUsedByVariations', { count }),
    free: t('catalogue.deleteAttributeDescription'),
  });
  const delValue = useVocabularyDelete<AdminAttributeValue>(useDeleteValue(), {
    usedBy: (v) => v.variationCount,
    inUse: (count) => t('catalogue.deleteUsedByVariations', { count }),
  });
  const close = () => update({ edit: null, value: null, attribute: null }, true);

  return (
    <CatalogueScreen description={t('catalogue.attributesSubtitle')} addLabel={t('catalogue.addAttribute')}>
      {list.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <span className="sr-only">{t('common.loading')}</span>
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : list.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {list.error.message}
        </p>
      ) : all.length === 0 ? (
        <p className="text-sm text-slate-600">{t('catalogue.noAttributes')}</p>
      ) : (
        <div className="flex flex-col gap-4">
          {all.map((a) => (
            <Panel
              key={a.id}
              title={a.name}
              actions={
                <span className="inline-flex items-center gap-2">
                  {a.isActive ? null : <StateBadge tone="off" label={t('catalogue.hidden')} />}
                  <RowActions
                    editTo={`?edit=${a.id}`}
                    editLabel={t('catalogue.editNamed', { name: a.name })}
                    deleteLabel={t('catalogue.deleteNamed', { name: a.name })}
                    onDelete={() => delAttribute.ask(a)}
                  />
                </span>
              }
            >
              <TranslationLine translations={a.translations} />
              <ul
                aria-label={t('catalogue.valuesOf', { name: a.name })}
                className="mt-2 divide-y divide-slate-100"
              >
                {a.values.map((v) => (
                  <li key={v.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <div className="flex min-w-0 items-center gap-3">
                      {v.colorCode ? (
                        <span
                          aria-hidden
                          className="size-6 shrink-0 rounded-full border border-slate-300"
                          style={{ backgroundColor: v.colorCode }}
                        />
                      ) : null}
                      <div className="min-w-0">
                        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
                          <span dir="auto">{v.name}</span>
                          {v.colorCode ? (
                            <span dir="ltr" className="text-xs font-normal text-slate-500">
                              {v.colorCode}
                            </span>
                          ) : null}
                          {v.isActive ? null : <StateBadge tone="off" label={t('catalogue.hidden')} />}
                        </p>
                        <p className="text-xs text-slate-500">
                          {t('catalogue.variationCount', { count: v.variationCount })}
                        </p>
                      </div>
                    </div>
                    <RowActions
                      editTo={`?value=${v.id}`}
                      editLabel={t('catalogue.editNamed', { name: v.name })}
                      deleteLabel={t('catalogue.deleteNamed', { name: v.name })}
                      onDelete={() => delValue.ask(v)}
                    />
                  </li>
                ))}
              </ul>
              <Link
                to={`?value=new&attribute=${a.id}`}
                preventScrollReset
                className={buttonClasses('outline', 'sm', 'mt-3')}
              >
                <Plus aria-hidden className="size-4" />
                {t('catalogue.addValueTo', { name: a.name })}
              </Link>
            </Panel>
          ))}
        </div>
      )}
      <EditDialog
        open={filters.edit !== '' && !list.isPending}
        editing={editing}
        onClose={close}
        addTitle={t('catalogue.addAttribute')}
      >
        {(attribute) => (
          <OfferedNameForm
            key={attribute?.id ?? 'new'}
            row={attribute}
            schema={attributeBody}
            save={(body) => saveAttribute.mutateAsync({ id: attribute?.id ?? null, body })}
            onDone={close}
          />
        )}
      </EditDialog>
      <EditDialog
        open={filters.value !== '' && !list.isPending}
        editing={valueAttribute ? editingValue : null}
        onClose={close}
        addTitle={t('catalogue.addValueTo', { name: valueAttribute?.name ?? '' })}
      >
        {(value) =>
          valueAttribute ? (
            <ValueForm
              key={value?.id ?? 'new'}
              attributeId={valueAttribute.id}
              value={value}
              onDone={close}
            />
          ) : null
        }
      </EditDialog>
      {delAttribute.dialog}
      {delValue.dialog}
    </CatalogueScreen>
  );
}

function ValueForm({
  attributeId,
  value,
  onDone,
}: {
  attributeId: number;
  value: AdminAttributeValue | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveValue();
  const form = useForm<AttributeValueInput, unknown, AttributeValueBody>({
    resolver: zodResolver(attributeValueBody),
    defaultValues: {
      name: value?.name ?? '',
      colorCode: value?.colorCode ?? '',
      isActive: value?.isActive ?? true,
      translations: value?.translations ?? { 'es-ES': '', 'ar-SA': '' },
    },
  });
  const { errors } = form.formState;
  const colour = useWatch({ control: form.control, name: 'colorCode' });
  const swatch = typeof colour === 'string' && /^#[0-9a-fA-F]{6}$/.test(colour) ? colour : null;
  const onSubmit = useSaveSubmit(
    form,
    value !== null,
    (body) => save.mutateAsync({ attributeId, id: value?.id ?? null, body }),
    onDone,
  );
  return (
    <VocabularyForm form={form} onSubmit={onSubmit} onCancel={onDone}>
      <div className="flex items-end gap-3">
        <InputField
          className="flex-1"
          label={`${t('catalogue.swatch')} (${t('common.optional')})`}
          hint={t('catalogue.swatchHint')}
          autoComplete="off"
          dir="ltr"
          maxLength={7}
          placeholder="#ff0000"
          error={fieldError(t, errors.colorCode)}
          {...form.register('colorCode')}
        />
        <span
          aria-hidden
          className="mb-6 size-10 shrink-0 rounded-full border border-slate-300"
          style={{ backgroundColor: swatch ?? 'transparent' }}
        />
      </div>
      <OfferedField register={form.register} />
    </VocabularyForm>
  );
}

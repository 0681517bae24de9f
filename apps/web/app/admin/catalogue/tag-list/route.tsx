import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminTag, type TagBody, tagBody } from '@shop/contracts/admin/catalogue';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTableParams } from '../../../console/common/table-params.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { tagsQuery, useDeleteTag, useSaveTag } from '../api.ts';
import { useSaveSubmit, VocabularyForm } from '../common/edit-form.tsx';
import { productsColumn, VocabularyScreen } from '../common/list-screen.tsx';

/**
 * /admin/catalogue/tags (issue 18 §3): the tags sellers put on products, with search and pages;
 * rename (a typo that spread) or delete one no product carries.
 */
export default function TagListRoute() {
  const { t } = useTranslation();
  const { page, q } = useTableParams();
  const list = useQuery(tagsQuery({ page, search: q }));
  return (
    <VocabularyScreen<AdminTag>
      list={list}
      rows={list.data?.data}
      meta={list.data?.meta}
      remove={useDeleteTag()}
      texts={{
        description: t('catalogue.tagsSubtitle'),
        add: t('catalogue.addTag'),
        search: t('catalogue.searchTags'),
        table: t('catalogue.tagsTable'),
        empty: t('catalogue.noTags'),
      }}
      columns={[
        {
          key: 'name',
          header: t('catalogue.name'),
          cell: (g) => (
            <span dir="auto" className="font-medium break-words text-slate-900">
              {g.name}
            </span>
          ),
        },
        productsColumn(t, false),
      ]}
      form={(tag, close) => <TagForm key={tag?.id ?? 'new'} tag={tag} onDone={close} />}
    />
  );
}

function TagForm({ tag, onDone }: { tag: AdminTag | null; onDone: () => void }) {
  const save = useSaveTag();
  const form = useForm<TagBody>({ resolver: zodResolver(tagBody), defaultValues: { name: tag?.name ?? '' } });
  const onSubmit = useSaveSubmit(
    form,
    tag !== null,
    (body) => save.mutateAsync({ id: tag?.id ?? null, body }),
    onDone,
  );
  return (
    <VocabularyForm
      form={form}
      onSubmit={onSubmit}
      onCancel={onDone}
      nameMaxLength={50}
      translations={false}
    />
  );
}

import type { AdminCategory } from '@shop/contracts/admin/catalogue';
import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, FolderInput, FolderPlus, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../console/common/dialog.tsx';
import { notify } from '../../../console/common/notify.ts';
import { PageHeader, Panel } from '../../../console/common/page-header.tsx';
import { StateBadge } from '../../../console/common/state-badge.tsx';
import { useTableParams } from '../../../console/common/table-params.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { buttonClasses } from '../../../ui/button.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { categoriesQuery, useDeleteCategory, useReorderCategory } from '../api.ts';
import { CatalogueTabs } from '../common/catalogue-tabs.tsx';
import { RowActions } from '../common/row-actions.tsx';
import { CategoryDialog } from './components/category-dialog.tsx';
import { MoveDialog } from './components/move-dialog.tsx';

const FILTERS = ['edit', 'parent', 'move'] as const;

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-primary-700 disabled:cursor-not-allowed disabled:opacity-30';

/**
 * /admin/catalogue and /admin/catalogue/categories (issue 18 §3): the category tree as the
 * storefront orders it. Each category moves up or down among its siblings with named buttons,
 * moves under another parent (`?move=<id>`), opens for editing (`?edit=<id>`: name, slug,
 * translations, shown, picture) or gets a subcategory (`?edit=new&parent=<id>`). A category with
 * products or subcategories cannot be deleted: the API says why.
 */
export default function CategoryTreeRoute() {
  const { t } = useTranslation();
  const { filters, update } = useTableParams(FILTERS);
  const list = useQuery(categoriesQuery());
  const reorder = useReorderCategory();
  const remove = useDeleteCategory();
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const all = list.data ?? [];
  const byId = new Map(all.map((c) => [c.id, c]));
  const editing = filters.edit === 'new' ? 'new' : (byId.get(Number(filters.edit)) ?? null);
  const moving = byId.get(Number(filters.move)) ?? null;

  const siblingsOf = (c: AdminCategory) => all.filter((o) => o.parentId === c.parentId);

  const step = (c: AdminCategory, direction: 'up' | 'down') =>
    reorder.mutate(
      { id: c.id, direction },
      {
        onSuccess: () =>
          notify.success(
            t(direction === 'up' ? 'catalogue.movedUp' : 'catalogue.movedDown', { name: c.name }),
          ),
        onError: (error) => notify.error(error.message),
      },
    );

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => notify.success(t('catalogue.deleted', { name: deleting.name })),
      onError: (error) => notify.error(error.message),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <>
      <PageHeader
        title={t('catalogue.title')}
        description={t('catalogue.categoriesSubtitle')}
        actions={
          <Link to="?edit=new" preventScrollReset className={buttonClasses('primary')}>
            <Plus aria-hidden className="size-4" />
            {t('catalogue.addCategory')}
          </Link>
        }
      />
      <CatalogueTabs />
      <Panel>
        {list.isPending ? (
          <div className="flex flex-col gap-2" aria-busy="true">
            <span className="sr-only">{t('common.loading')}</span>
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : list.isError ? (
          <p role="alert" className="text-sm text-red-600">
            {list.error.message}
          </p>
        ) : all.length === 0 ? (
          <p className="text-sm text-slate-600">{t('catalogue.noCategories')}</p>
        ) : (
          <ul aria-label={t('catalogue.treeLabel')} className="divide-y divide-slate-100">
            {all.map((c) => {
              const siblings = siblingsOf(c);
              const index = siblings.findIndex((s) => s.id === c.id);
              return (
                <li
                  key={c.id}
                  className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2"
                  style={{ paddingInlineStart: `${Math.min(c.level, 6) * 1.25}rem` }}
                >
                  <div className="flex min-w-0 flex-1 basis-56 items-center gap-3">
                    {c.thumbnailImage ? (
                      <img
                        src={c.thumbnailImage}
                        alt=""
                        width={36}
                        height={36}
                        className="size-9 shrink-0 rounded object-cover"
                      />
                    ) : (
                      <span aria-hidden className="size-9 shrink-0 rounded bg-slate-100" />
                    )}
                    <div className="min-w-0">
                      <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                        <span dir="auto" className="break-words">
                          {c.name}
                        </span>
                        {c.isActive ? null : <StateBadge tone="off" label={t('catalogue.hidden')} />}
                      </p>
                      <p className="text-xs text-slate-500">
                        <span dir="ltr">/{c.slug}</span> ·{' '}
                        {t('catalogue.productCount', { count: c.productCount })}
                      </p>
                    </div>
                  </div>
                  <div className="ms-auto flex flex-wrap items-center justify-end gap-1">
                    <button
                      type="button"
                      className={iconButton}
                      disabled={index <= 0 || reorder.isPending}
                      aria-label={t('catalogue.moveUp', { name: c.name })}
                      title={t('catalogue.moveUp', { name: c.name })}
                      onClick={() => step(c, 'up')}
                    >
                      <ArrowUp aria-hidden className="size-4" />
                    </button>
                    <button
                      type="button"
                      className={iconButton}
                      disabled={index === siblings.length - 1 || reorder.isPending}
                      aria-label={t('catalogue.moveDown', { name: c.name })}
                      title={t('catalogue.moveDown', { name: c.name })}
                      onClick={() => step(c, 'down')}
                    >
                      <ArrowDown aria-hidden className="size-4" />
                    </button>
                    <Link
                      to={`?move=${c.id}`}
                      preventScrollReset
                      className={iconButton}
                      aria-label={t('catalogue.moveTo', { name: c.name })}
                      title={t('catalogue.moveTo', { name: c.name })}
                    >
                      <FolderInput aria-hidden className="size-4" />
                    </Link>
                    <Link
                      to={`?edit=new&parent=${c.id}`}
                      preventScrollReset
                      className={iconButton}
                      aria-label={t('catalogue.addSubcategory', { name: c.name })}
                      title={t('catalogue.addSubcategory', { name: c.name })}
                    >
                      <FolderPlus aria-hidden className="size-4" />
                    </Link>
                    <RowActions
                      editTo={`?edit=${c.id}`}
                      editLabel={t('catalogue.editNamed', { name: c.name })}
                      deleteLabel={t('catalogue.deleteNamed', { name: c.name })}
                      onDelete={() => setDeleting(c)}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </Panel>
      <CategoryDialog
        open={filters.edit !== '' && !list.isPending}
        category={editing}
        parentId={filters.parent ? Number(filters.parent) : null}
        all={all}
        onClose={() => update({ edit: null, parent: null }, true)}
        onCreated={(created) => update({ edit: String(created.id), parent: null }, true)}
      />
      <MoveDialog category={moving} all={all} onClose={() => update({ move: null }, true)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('catalogue.deleteTitle', { name: deleting?.name ?? '' })}
        description={
          deleting && deleting.productCount > 0
            ? t('catalogue.deleteCategoryInUse', { count: deleting.productCount })
            : t('catalogue.deleteDescription')
        }
        confirmLabel={t('common.delete')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}

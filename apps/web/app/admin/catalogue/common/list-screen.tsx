import type { UseMutationResult } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  type Column,
  DataTable,
  type DataTableProps,
  TableSearch,
} from '../../../console/common/data-table.tsx';
import { Modal } from '../../../console/common/dialog.tsx';
import { useDeleteWithConfirm } from '../../../console/common/list-actions.tsx';
import { PageHeader } from '../../../console/common/page-header.tsx';
import { StateBadge } from '../../../console/common/state-badge.tsx';
import { useTableParams } from '../../../console/common/table-params.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { buttonClasses } from '../../../ui/button.tsx';
import { CatalogueTabs } from './catalogue-tabs.tsx';
import { RowActions } from './row-actions.tsx';

type TFunction = ReturnType<typeof useTranslation>['t'];

/** A catalogue row: what its actions, dialogs and delete confirmation name it by. */
export interface Named {
  id: number;
  name: string;
}

/**
 * A catalogue screen's frame: the heading (with the screen's Add link, `?edit=new`), the
 * catalogue's tabs, then the screen.
 */
export function CatalogueScreen({
  description,
  addLabel,
  children,
}: {
  description: string;
  addLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('catalogue.title')}
        description={description}
        actions={
          <Link to="?edit=new" preventScrollReset className={buttonClasses('primary')}>
            <Plus aria-hidden className="size-4" />
            {addLabel}
          </Link>
        }
      />
      <CatalogueTabs />
      {children}
    </>
  );
}

/** What a list's query says about itself (loading, failed, try again). */
interface ListState {
  isPending: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/** A vocabulary's table (rows keyed by id), with its search box above when it has one. */
export function VocabularyTable<Row extends Named>({
  list,
  search,
  ...table
}: Omit<DataTableProps<Row>, 'rowKey' | 'isLoading' | 'error' | 'onRetry'> & {
  list: ListState;
  search?: { label: string; value: string; onSearch: (q: string) => void };
}) {
  return (
    <>
      {search ? (
        <div className="mb-4">
          <TableSearch label={search.label} value={search.value} onSearch={search.onSearch} />
        </div>
      ) : null}
      <DataTable
        {...table}
        rowKey={(row) => row.id}
        isLoading={list.isPending}
        error={list.error}
        onRetry={() => list.refetch()}
      />
    </>
  );
}

/** The "Products" column: how many products carry the row. */
export function productsColumn<Row extends { productCount: number }>(
  t: TFunction,
  hideOnPhone = true,
): Column<Row> {
  return {
    key: 'products',
    header: t('catalogue.products'),
    numeric: true,
    ...(hideOnPhone ? { hideOnPhone } : {}),
    cell: (row) => row.productCount,
  };
}

/** The "State" column: shown or hidden. */
export function stateColumn<Row extends { isActive: boolean }>(t: TFunction): Column<Row> {
  return {
    key: 'state',
    header: t('catalogue.state'),
    hideOnPhone: true,
    cell: (row) =>
      row.isActive ? (
        <StateBadge tone="live" label={t('catalogue.shownState')} />
      ) : (
        <StateBadge tone="off" label={t('catalogue.hidden')} />
      ),
  };
}

/** The "Actions" column: the row's named edit link and delete button. */
export function actionsColumn<Row extends Named>(
  t: TFunction,
  editTo: (row: Row) => string,
  onDelete: (row: Row) => void,
): Column<Row> {
  return {
    key: 'actions',
    header: t('common.actions'),
    numeric: true,
    cell: (row) => (
      <RowActions
        editTo={editTo(row)}
        editLabel={t('catalogue.editNamed', { name: row.name })}
        deleteLabel={t('catalogue.deleteNamed', { name: row.name })}
        onDelete={() => onDelete(row)}
      />
    ),
  };
}

/** A paged, searchable list's edit address: keeps the search and the page. */
export function editHref(params: { q: string; page: number }, id: number) {
  return `?${new URLSearchParams({ ...(params.q ? { q: params.q } : {}), ...(params.page > 1 ? { page: String(params.page) } : {}), edit: String(id) })}`;
}

/**
 * Delete with confirmation, refused while in use: the dialog says how many use the row (the
 * API refuses too) or what deleting does.
 */
export function useVocabularyDelete<Row extends Named>(
  remove: UseMutationResult<unknown, Error, number>,
  {
    usedBy,
    inUse,
    free,
  }: {
    usedBy: (row: Row) => number;
    inUse?: (count: number) => string;
    free?: string;
  },
) {
  const { t } = useTranslation();
  return useDeleteWithConfirm<Row>({
    remove,
    labels: (row) => ({
      title: t('catalogue.deleteTitle', { name: row?.name ?? '' }),
      description:
        row && usedBy(row) > 0
          ? (inUse ?? ((count) => t('catalogue.deleteInUse', { count })))(usedBy(row))
          : (free ?? t('catalogue.deleteDescription')),
      confirm: t('common.delete'),
      deleted: t('catalogue.deleted', { name: row?.name ?? '' }),
    }),
  });
}

/**
 * The add/edit dialog of a list (its own URL): `editing` is the row, `'new'`, or null when the
 * URL names none (then it says so). `children` draws the form for the row (null: a new one).
 */
export function EditDialog<Row extends Named>({
  open,
  editing,
  onClose,
  addTitle,
  editTitle,
  notFound,
  wide,
  children,
}: {
  open: boolean;
  editing: Row | 'new' | null;
  onClose: () => void;
  addTitle: string;
  editTitle?: (name: string) => string;
  notFound?: string;
  wide?: boolean;
  children: (row: Row | null) => ReactNode;
}) {
  const { t } = useTranslation();
  const row = editing && editing !== 'new' ? editing : null;
  const titleFor = editTitle ?? ((name: string) => t('catalogue.editNamed', { name }));
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={row ? titleFor(row.name) : addTitle}
      wide={wide ?? false}
    >
      {editing ? (
        children(row)
      ) : (
        <p className="text-sm text-slate-600">{notFound ?? t('catalogue.notFound')}</p>
      )}
    </Modal>
  );
}

/** The URL state a vocabulary screen's own dialog needs (see `VocabularyScreen`'s `dialog`). */
export interface DialogState<Row> {
  /** the dialog is open (`?edit=` is set and the list has loaded) */
  open: boolean;
  /** `?edit=`: a row's id, `new`, or '' */
  edit: string;
  rows: ReadonlyArray<Row> | undefined;
  close: () => void;
  update: (changes: Record<string, string | number | null>, keepPage?: boolean) => void;
}

/**
 * A vocabulary's list screen (badges, units, tags, brands): the heading with its Add link, the
 * tabs, the table (searchable and paged when `search` is given) with the row's columns then the
 * Products… (the screen's `columns`) and the named Edit/Delete actions, the add/edit dialog at
 * `?edit=<id>|new` (`form` draws its form; or `dialog` the whole dialog) and the delete
 * confirmation, which says how many products use the row (the API refuses such a delete too).
 */
export function VocabularyScreen<Row extends Named & { productCount: number }>({
  texts,
  list,
  rows,
  meta,
  columns,
  remove,
  form,
  dialog,
}: {
  texts: { description: string; add: string; table: string; empty: string; search?: string };
  list: ListState;
  rows: ReadonlyArray<Row> | undefined;
  meta?: DataTableProps<Row>['meta'];
  columns: Column<Row>[];
  remove: UseMutationResult<unknown, Error, number>;
  form?: (row: Row | null, close: () => void) => ReactNode;
  dialog?: (state: DialogState<Row>) => ReactNode;
}) {
  const { t } = useTranslation();
  const params = useTableParams(EDIT);
  const edit = params.filters.edit;
  const del = useVocabularyDelete<Row>(remove, { usedBy: (row) => row.productCount });
  const paged = texts.search !== undefined;
  const close = () => params.update({ edit: null }, true);
  const state = { open: edit !== '' && !list.isPending, edit, rows, close, update: params.update };
  const editing = edit === 'new' ? 'new' : (rows?.find((row) => String(row.id) === edit) ?? null);
  return (
    <CatalogueScreen description={texts.description} addLabel={texts.add}>
      <VocabularyTable
        {...(texts.search === undefined
          ? { skeletonRows: 3 }
          : {
              search: { label: texts.search, value: params.q, onSearch: (q) => params.update({ q }) },
              ...(meta ? { meta } : {}),
              hrefForPage: params.hrefForPage,
            })}
        label={texts.table}
        columns={[
          ...columns,
          actionsColumn<Row>(t, (row) => (paged ? editHref(params, row.id) : `?edit=${row.id}`), del.ask),
        ]}
        rows={rows}
        list={list}
        empty={texts.empty}
      />
      {dialog ? (
        dialog(state)
      ) : (
        <EditDialog open={state.open} editing={editing} onClose={close} addTitle={texts.add}>
          {(row) => form?.(row, close)}
        </EditDialog>
      )}
      {del.dialog}
    </CatalogueScreen>
  );
}

const EDIT = ['edit'] as const;

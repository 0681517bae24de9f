import type { AuditEntry } from '@shop/contracts/admin/audit';
import { formatLocale } from '@shop/contracts/number-format';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Column, DataTable, TableSearch } from '../../console/common/data-table.tsx';
import { Modal } from '../../console/common/dialog.tsx';
import { SelectInputField } from '../../console/common/form-fields.tsx';
import { PageHeader } from '../../console/common/page-header.tsx';
import { useTableParams } from '../../console/common/table-params.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { auditListQuery } from './api.ts';

const FILTERS = ['subject'] as const;

/**
 * /admin/audit (issue 18, decision 82): every change an operator made, newest first: who, what,
 * when; a row opens the subject's fields before and after. Search and subject filter in the URL.
 */
export default function AuditRoute() {
  const { t, i18n } = useTranslation();
  const params = useTableParams(FILTERS);
  const list = useQuery(
    auditListQuery({ page: params.page, search: params.q, subject: params.filters.subject }),
  );
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const dateTime = new Intl.DateTimeFormat(formatLocale(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  const columns: Column<AuditEntry>[] = [
    {
      key: 'when',
      header: t('audit.when'),
      cell: (entry) => (
        <time dateTime={new Date(entry.createdAt * 1000).toISOString()} className="whitespace-nowrap">
          {dateTime.format(entry.createdAt * 1000)}
        </time>
      ),
      hideOnPhone: true,
    },
    { key: 'who', header: t('audit.who'), cell: (entry) => <span dir="auto">{entry.actor.name}</span> },
    {
      key: 'what',
      header: t('audit.what'),
      cell: (entry) => (
        <div className="flex flex-col">
          <span className="font-medium text-slate-900">{actionLabel(t, entry.action)}</span>
          <span dir="auto" className="text-xs text-slate-600">
            {entry.subject.label ?? entry.subject.id ?? ''}
          </span>
        </div>
      ),
    },
    {
      key: 'details',
      header: t('audit.details'),
      cell: (entry) => (
        <button
          type="button"
          onClick={() => setOpen(entry)}
          className="rounded-md px-2 py-1 text-sm font-medium text-primary-700 hover:bg-primary-50"
          aria-label={t('audit.showChange', { action: actionLabel(t, entry.action) })}
        >
          {t('audit.show')}
        </button>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('audit.title')} description={t('audit.subtitle')} />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <TableSearch label={t('audit.search')} value={params.q} onSearch={(q) => params.update({ q })} />
        <SelectInputField
          label={t('audit.subject')}
          className="w-full sm:w-56"
          value={params.filters.subject}
          onChange={(event) => params.update({ subject: event.target.value })}
          placeholder={t('common.all')}
          options={(list.data?.subjects ?? []).map((subject) => ({
            value: subject,
            label: subjectLabel(t, subject),
          }))}
        />
      </div>
      <DataTable
        label={t('audit.title')}
        columns={columns}
        rows={list.data?.data}
        rowKey={(entry) => entry.id}
        isLoading={list.isPending}
        error={list.error}
        onRetry={() => list.refetch()}
        empty={t('audit.empty')}
        meta={list.data?.meta}
        hrefForPage={params.hrefForPage}
      />
      <Modal
        open={open !== null}
        onOpenChange={(next) => {
          if (!next) setOpen(null);
        }}
        wide
        title={open ? actionLabel(t, open.action) : ''}
      >
        {open ? <ChangeDetails entry={open} when={dateTime.format(open.createdAt * 1000)} /> : null}
      </Modal>
    </>
  );
}

type T = ReturnType<typeof useTranslation>['t'];

/** `shop.approve` reads "Shop approved" where translated, else the action as recorded. */
function actionLabel(t: T, action: string): string {
  const key = `audit.action.${action.replace('.', '_')}`;
  const text = t(key, { defaultValue: '' });
  return text && text !== key ? text : action;
}

function subjectLabel(t: T, subject: string): string {
  const key = `audit.subjectType.${subject}`;
  const text = t(key, { defaultValue: '' });
  return text && text !== key ? text : subject;
}

function ChangeDetails({ entry, when }: { entry: AuditEntry; when: string }) {
  const { t } = useTranslation();
  const fields = changedFields(entry.before, entry.after);
  return (
    <div className="flex flex-col gap-4 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-slate-600">{t('audit.who')}</dt>
        <dd dir="auto">{entry.actor.name}</dd>
        <dt className="text-slate-600">{t('audit.when')}</dt>
        <dd>{when}</dd>
        <dt className="text-slate-600">{t('audit.subject')}</dt>
        <dd dir="auto">
          {subjectLabel(t, entry.subject.type)} {entry.subject.label ?? ''}
          {entry.subject.id ? ` (#${entry.subject.id})` : ''}
        </dd>
        {entry.ip ? (
          <>
            <dt className="text-slate-600">{t('audit.address')}</dt>
            <dd dir="ltr" className="text-start">
              {entry.ip}
            </dd>
          </>
        ) : null}
      </dl>
      {fields.length === 0 ? (
        <p className="text-slate-600">{t('audit.noFields')}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200">
          <table className="w-full text-start text-xs">
            <caption className="sr-only">{t('audit.changes')}</caption>
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2 text-start">
                  {t('audit.field')}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {t('audit.before')}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {t('audit.after')}
                </th>
              </tr>
            </thead>
            <tbody>
              {fields.map((field) => (
                <tr key={field.name} className="border-t border-slate-100 align-top">
                  <th scope="row" className="px-3 py-2 text-start font-medium text-slate-800">
                    {field.name}
                  </th>
                  <td dir="auto" className="max-w-48 px-3 py-2 break-words text-slate-600">
                    {field.before}
                  </td>
                  <td dir="auto" className="max-w-48 px-3 py-2 break-words text-slate-900">
                    {field.after}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function show(value: unknown): string {
  if (value === undefined) return '–';
  if (value === null) return '∅';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The fields of before and after, the changed ones only when both are records. */
export function changedFields(before: unknown, after: unknown) {
  const record = (v: unknown): Record<string, unknown> | null =>
    v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  const b = record(before);
  const a = record(after);
  if (!b && !a) {
    if (before === null && after === null) return [];
    return [{ name: '–', before: show(before), after: show(after) }];
  }
  const names = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])];
  return names
    .filter((name) => !b || !a || JSON.stringify(b[name]) !== JSON.stringify(a[name]))
    .map((name) => ({ name, before: b ? show(b[name]) : '–', after: a ? show(a[name]) : '–' }));
}

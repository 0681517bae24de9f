import type { AdminCustomerRow } from '@shop/contracts/admin/customers';
import { CUSTOMER_STATES } from '@shop/contracts/admin/customers';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { type Column, DataTable, TableSearch } from '../../../console/common/data-table.tsx';
import { SelectInputField } from '../../../console/common/form-fields.tsx';
import { PageHeader } from '../../../console/common/page-header.tsx';
import { StateBadge } from '../../../console/common/state-badge.tsx';
import { useTableParams } from '../../../console/common/table-params.ts';
import { formatDate } from '../../../console/orders/dates.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { customersListQuery } from '../api.ts';

const FILTER_KEYS = ['status'] as const;

/**
 * /admin/customers (issue 18 §7): every account that shops (sellers too), newest first, searched
 * by name, phone or e-mail, filtered by banned or not; all in the URL.
 */
export default function CustomerListRoute() {
  const { t, i18n } = useTranslation();
  const { page, q, filters, update, hrefForPage } = useTableParams(FILTER_KEYS);
  const status = filters.status === 'active' || filters.status === 'banned' ? filters.status : '';
  const list = useQuery(customersListQuery({ page, q, status }));
  const filtered = q !== '' || status !== '';

  const columns: Column<AdminCustomerRow>[] = [
    {
      key: 'name',
      header: t('customers.name'),
      cell: (customer) => (
        <span className="flex min-w-0 flex-col">
          <Link
            to={`/admin/customers/${customer.id}`}
            dir="auto"
            className="truncate font-semibold text-primary-700 hover:underline"
          >
            {customer.name}
          </Link>
          <span className="text-xs text-slate-500" dir="ltr">
            {customer.phone}
          </span>
        </span>
      ),
    },
    {
      key: 'email',
      header: t('customers.email'),
      hideOnPhone: true,
      cell: (customer) => <span className="break-all">{customer.email ?? '—'}</span>,
    },
    {
      key: 'kind',
      header: t('customers.kind'),
      hideOnPhone: true,
      cell: (customer) => t(`customers.kind_${customer.userType}`),
    },
    {
      key: 'orders',
      header: t('customers.orders'),
      numeric: true,
      hideOnPhone: true,
      cell: (customer) => customer.ordersCount,
    },
    {
      key: 'joined',
      header: t('customers.joined'),
      hideOnPhone: true,
      cell: (customer) => formatDate(customer.createdAt, i18n.language),
    },
    {
      key: 'state',
      header: t('customers.state'),
      cell: (customer) =>
        customer.isBanned ? (
          <StateBadge tone="off" label={t('customers.banned')} />
        ) : (
          <StateBadge tone="live" label={t('customers.active')} />
        ),
    },
  ];

  return (
    <>
      <PageHeader title={t('customers.title')} description={t('customers.subtitle')} />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div className="w-full sm:w-auto sm:min-w-64 sm:flex-1">
          <TableSearch label={t('customers.search')} value={q} onSearch={(value) => update({ q: value })} />
        </div>
        <SelectInputField
          label={t('customers.state')}
          className="w-full sm:w-44"
          value={status}
          onChange={(event) => update({ status: event.target.value })}
          placeholder={t('common.all')}
          options={CUSTOMER_STATES.filter((s) => s !== 'all').map((value) => ({
            value,
            label: t(value === 'banned' ? 'customers.banned' : 'customers.active'),
          }))}
        />
      </div>
      <DataTable
        label={t('customers.title')}
        columns={columns}
        rows={list.data?.data}
        rowKey={(customer) => customer.id}
        isLoading={list.isPending}
        error={list.isError ? list.error : null}
        onRetry={() => list.refetch()}
        empty={filtered ? t('customers.noMatch') : t('customers.empty')}
        meta={list.data?.meta}
        hrefForPage={hrefForPage}
      />
    </>
  );
}

import type {
  SellerOrderDetail,
  SellerOrderNoteBody,
  SellerOrderStatusBody,
  SellerOrdersPage,
  SellerOrderTab,
} from '@shop/contracts/seller/orders';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDocument } from '../../console/orders/order-actions.tsx';
import {
  downloadFile,
  SellerApiError,
  type SellerResult,
  sellerApi,
  unwrap,
  withQuery,
} from '../lib/seller-api.ts';
import { sellerSessionKeys } from '../lib/session.ts';

/** The order list's state as the URL holds it (page, tab, search, dates). */
export interface OrderListParams {
  page: number;
  status: SellerOrderTab;
  q: string;
  from: string;
  to: string;
}

export const ordersQueryKeys = {
  all: ['seller', 'orders'] as const,
  lists: () => ['seller', 'orders', 'list'] as const,
  list: (params: OrderListParams) => ['seller', 'orders', 'list', params] as const,
  detail: (code: number) => ['seller', 'orders', 'detail', code] as const,
};

export const ORDERS_PAGE_SIZE = 20;

export const ordersListQuery = (params: OrderListParams) =>
  queryOptions({
    queryKey: ordersQueryKeys.list(params),
    queryFn: ({ signal }) =>
      unwrap(
        sellerApi.get<SellerOrdersPage>(
          withQuery('/orders', {
            page: params.page,
            limit: ORDERS_PAGE_SIZE,
            status: params.status === 'all' ? null : params.status,
            search: params.q,
            from: params.from,
            to: params.to,
          }),
          { signal },
        ),
      ),
    placeholderData: keepPreviousData,
  });

export const orderDetailQuery = (code: number) =>
  queryOptions({
    queryKey: ordersQueryKeys.detail(code),
    queryFn: ({ signal }) => unwrap(sellerApi.get<SellerOrderDetail>(`/orders/${code}`, { signal })),
  });

/**
 * After a change to an order: its detail, every list (tab counts move), the header's badges and
 * the dashboard's and earnings' figures (their keys start with `['seller', '<area>']`).
 */
function useOrderChanged(code: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ordersQueryKeys.detail(code) }),
      queryClient.invalidateQueries({ queryKey: ordersQueryKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: sellerSessionKeys.notifications() }),
      queryClient.invalidateQueries({ queryKey: ['seller', 'dashboard'] }),
      queryClient.invalidateQueries({ queryKey: ['seller', 'earnings'] }),
    ]);
}

/** A mutation's call: the server's message on success, a `SellerApiError` (with field errors) otherwise. */
async function send(call: Promise<SellerResult<unknown>>): Promise<string> {
  const result = await call;
  if (!result.ok) throw new SellerApiError(result.status, result.message, result.errors);
  return result.message;
}

export function useChangeOrderStatus(code: number) {
  const changed = useOrderChanged(code);
  return useMutation({
    mutationFn: (body: SellerOrderStatusBody) => send(sellerApi.post(`/orders/${code}/status`, body)),
    onSuccess: changed,
  });
}

export function useMarkOrderPaid(code: number) {
  const changed = useOrderChanged(code);
  return useMutation({
    mutationFn: () => send(sellerApi.post(`/orders/${code}/payment`, { status: 'paid' })),
    onSuccess: changed,
  });
}

/** Corrects a paid cash-on-delivery order back to unpaid (the money was not collected). */
export function useMarkOrderUnpaid(code: number) {
  const changed = useOrderChanged(code);
  return useMutation({
    mutationFn: () => send(sellerApi.post(`/orders/${code}/payment`, { status: 'unpaid' })),
    onSuccess: changed,
  });
}

export function useAddOrderNote(code: number) {
  const changed = useOrderChanged(code);
  return useMutation({
    mutationFn: (body: SellerOrderNoteBody) => send(sellerApi.post(`/orders/${code}/notes`, body)),
    onSuccess: changed,
  });
}

/** Saves the invoice or the packing slip (a PDF fetched with the token). */
export function downloadOrderDocument(code: number, kind: OrderDocument) {
  return downloadFile(`/orders/${code}/${kind}.pdf`, `${kind}-${code}.pdf`);
}

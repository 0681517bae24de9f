import type {
  AdjustmentsResult,
  InventorySettings,
  InventorySettingsBody,
  SellerWarehouse,
  SellerZone,
  StockAdjustmentBody,
  StockAdjustmentResult,
  StockResult,
  StockSort,
  WarehouseCreateBody,
  WarehousesResult,
  WarehouseUpdateBody,
} from '@shop/contracts/seller/inventory';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { sellerApi, unwrap, withQuery } from '../lib/seller-api.ts';

/** The inventory area's data (issue 17 §4): query keys, queries and mutations in one place. */

export interface StockParams {
  page: number;
  search: string;
  sort: StockSort;
  warehouseId: string;
  lowOnly: boolean;
}

export interface AdjustmentParams {
  page: number;
  productVariationId: number;
}

export const inventoryQueryKeys = {
  all: ['seller', 'inventory'] as const,
  warehouses: () => ['seller', 'inventory', 'warehouses'] as const,
  zones: () => ['seller', 'inventory', 'zones'] as const,
  stockAll: () => ['seller', 'inventory', 'stock'] as const,
  stock: (params: StockParams) => ['seller', 'inventory', 'stock', params] as const,
  adjustmentsAll: () => ['seller', 'inventory', 'adjustments'] as const,
  adjustments: (params: AdjustmentParams) => ['seller', 'inventory', 'adjustments', params] as const,
  settings: () => ['seller', 'inventory', 'settings'] as const,
};

/** The dashboard's low-stock count follows stock and the threshold (its keys start so). */
const DASHBOARD_KEY = ['seller', 'dashboard'] as const;

/** Every warehouse of the shop (a shop has a handful: one page of 100). */
export const warehousesQuery = () =>
  queryOptions({
    queryKey: inventoryQueryKeys.warehouses(),
    queryFn: ({ signal }) => unwrap(sellerApi.get<WarehousesResult>('/warehouses?limit=100', { signal })),
  });

export const zonesQuery = () =>
  queryOptions({
    queryKey: inventoryQueryKeys.zones(),
    queryFn: ({ signal }) => unwrap(sellerApi.get<SellerZone[]>('/zones', { signal })),
    staleTime: 60_000,
  });

export const stockQuery = (params: StockParams) =>
  queryOptions({
    queryKey: inventoryQueryKeys.stock(params),
    queryFn: ({ signal }) =>
      unwrap(
        sellerApi.get<StockResult>(
          params.lowOnly
            ? withQuery('/stock/low', { page: params.page })
            : withQuery('/stock', {
                page: params.page,
                search: params.search,
                sort: params.sort === 'name' ? '' : params.sort,
                warehouseId: params.warehouseId,
              }),
          { signal },
        ),
      ),
    placeholderData: keepPreviousData,
  });

export const adjustmentsQuery = (params: AdjustmentParams) =>
  queryOptions({
    queryKey: inventoryQueryKeys.adjustments(params),
    queryFn: ({ signal }) =>
      unwrap(
        sellerApi.get<AdjustmentsResult>(
          withQuery('/stock/adjustments', {
            page: params.page,
            productVariationId: params.productVariationId,
          }),
          { signal },
        ),
      ),
  });

export const inventorySettingsQuery = () =>
  queryOptions({
    queryKey: inventoryQueryKeys.settings(),
    queryFn: ({ signal }) => unwrap(sellerApi.get<InventorySettings>('/inventory/settings', { signal })),
  });

/** After a warehouse changes: its list, the zones it serves and the stock table's columns. */
function useWarehouseChanged() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: inventoryQueryKeys.warehouses() }),
      client.invalidateQueries({ queryKey: inventoryQueryKeys.zones() }),
      client.invalidateQueries({ queryKey: inventoryQueryKeys.stockAll() }),
    ]);
}

export function useCreateWarehouse() {
  const changed = useWarehouseChanged();
  return useMutation({
    mutationFn: (body: WarehouseCreateBody) => unwrap(sellerApi.post<SellerWarehouse>('/warehouses', body)),
    onSuccess: changed,
  });
}

export function useUpdateWarehouse() {
  const changed = useWarehouseChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: WarehouseUpdateBody }) =>
      unwrap(sellerApi.patch<SellerWarehouse>(`/warehouses/${id}`, body)),
    onSuccess: changed,
  });
}

export function useDeleteWarehouse() {
  const changed = useWarehouseChanged();
  return useMutation({
    mutationFn: (id: number) => unwrap(sellerApi.delete<null>(`/warehouses/${id}`)),
    onSuccess: changed,
  });
}

export function useAdjustStock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StockAdjustmentBody) =>
      unwrap(sellerApi.post<StockAdjustmentResult>('/stock/adjustments', body)),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: inventoryQueryKeys.stockAll() }),
        client.invalidateQueries({ queryKey: inventoryQueryKeys.adjustmentsAll() }),
        client.invalidateQueries({ queryKey: inventoryQueryKeys.warehouses() }),
        client.invalidateQueries({ queryKey: DASHBOARD_KEY }),
      ]),
  });
}

export function useSaveInventorySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InventorySettingsBody) =>
      unwrap(sellerApi.patch<InventorySettings>('/inventory/settings', body)),
    onSuccess: (settings) => {
      client.setQueryData(inventoryQueryKeys.settings(), settings);
      return Promise.all([
        client.invalidateQueries({ queryKey: inventoryQueryKeys.stockAll() }),
        client.invalidateQueries({ queryKey: DASHBOARD_KEY }),
      ]);
    },
  });
}

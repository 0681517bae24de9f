import type { AdminCategoryTree } from '@shop/contracts/admin/catalogue';
import type { AdminProductDetail, AdminProductList } from '@shop/contracts/admin/products';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, unwrap, withQuery } from '../lib/admin-api.ts';

/** The products area's data (issue 18 §3): products of every shop, read-only but for the hold. */
export interface ProductParams {
  page: number;
  search: string;
  shopId: string;
  categoryId: string;
  state: string;
}

export const productKeys = {
  all: ['admin', 'products'] as const,
  lists: () => ['admin', 'products', 'list'] as const,
  list: (params: ProductParams) => ['admin', 'products', 'list', params] as const,
  detail: (id: number) => ['admin', 'products', 'detail', id] as const,
  categories: () => ['admin', 'products', 'categories'] as const,
};

/** The category tree for the filter (the catalogue's list, parents before children). */
export const categoryFilterQuery = () =>
  queryOptions({
    queryKey: productKeys.categories(),
    queryFn: ({ signal }) =>
      unwrap(adminApi.get<AdminCategoryTree>('/catalogue/categories', { signal })).then((r) => r.categories),
    staleTime: 60_000,
  });

export const productsQuery = (params: ProductParams) =>
  queryOptions({
    queryKey: productKeys.list(params),
    queryFn: ({ signal }) =>
      unwrap(
        adminApi.get<AdminProductList>(
          withQuery('/products', {
            page: params.page,
            search: params.search,
            shopId: params.shopId,
            categoryId: params.categoryId,
            state: params.state,
          }),
          { signal },
        ),
      ),
    placeholderData: keepPreviousData,
  });

export const productQuery = (id: number) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => unwrap(adminApi.get<AdminProductDetail>(`/products/${id}`, { signal })),
  });

/** Unpublish with a reason (`reason` set) or publish again (null): the answer is the new detail. */
export function useProductHold(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string | null) =>
      unwrap(
        reason === null
          ? adminApi.post<AdminProductDetail>(`/products/${id}/publish`)
          : adminApi.post<AdminProductDetail>(`/products/${id}/unpublish`, { reason }),
      ),
    onSuccess: (detail) => {
      client.setQueryData(productKeys.detail(id), detail);
      void client.invalidateQueries({ queryKey: productKeys.lists() });
    },
  });
}

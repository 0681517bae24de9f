import type { ImportBody, ImportResult } from '@shop/contracts/seller/product-csv';
import type {
  SellerCatalogOptions,
  SellerProductBody,
  SellerProductDetail,
  SellerProductList,
  SellerProductSort,
  SellerProductStatus,
  SortDirection,
  UploadedImages,
} from '@shop/contracts/seller/products';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { SellerApiError, type SellerResult, sellerApi, unwrap, withQuery } from '../lib/seller-api.ts';

/**
 * The products area's data (issue 17 §2–3): the query-key factory, the queries the screens read
 * and the mutations, each invalidating what it changes. Keys start with ['seller', 'products'],
 * so signing out clears them.
 */
export interface ProductListParams {
  page: number;
  search?: string;
  categoryId?: string;
  status?: SellerProductStatus | '';
  sort?: SellerProductSort | '';
  dir?: SortDirection | '';
}

export const productsQueryKeys = {
  all: ['seller', 'products'] as const,
  lists: () => [...productsQueryKeys.all, 'list'] as const,
  list: (params: ProductListParams) => [...productsQueryKeys.lists(), params] as const,
  details: () => [...productsQueryKeys.all, 'detail'] as const,
  detail: (id: number) => [...productsQueryKeys.details(), id] as const,
  options: () => [...productsQueryKeys.all, 'options'] as const,
};

/** The table's filters as the API's query string. */
export function listQueryString(params: Omit<ProductListParams, 'page'> & { page?: number }) {
  return {
    page: params.page && params.page > 1 ? params.page : undefined,
    search: params.search || undefined,
    categoryId: params.categoryId || undefined,
    status: params.status || undefined,
    sort: params.sort || undefined,
    dir: params.dir || undefined,
  };
}

export const productListQuery = (params: ProductListParams) =>
  queryOptions({
    queryKey: productsQueryKeys.list(params),
    queryFn: ({ signal }) =>
      unwrap(sellerApi.get<SellerProductList>(withQuery('/products', listQueryString(params)), { signal })),
    placeholderData: keepPreviousData,
  });

export const productDetailQuery = (id: number) =>
  queryOptions({
    queryKey: productsQueryKeys.detail(id),
    queryFn: ({ signal }) => unwrap(sellerApi.get<SellerProductDetail>(`/products/${id}`, { signal })),
    // the form keeps what it loaded: a refetch in the background must not reset it
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export const catalogOptionsQuery = () =>
  queryOptions({
    queryKey: productsQueryKeys.options(),
    queryFn: ({ signal }) => unwrap(sellerApi.get<SellerCatalogOptions>('/catalog/options', { signal })),
    staleTime: 5 * 60_000,
  });

/** A mutation's result with the server's (translated) message. */
export interface Saved<T> {
  data: T;
  message: string;
}

async function settle<T>(call: Promise<SellerResult<T>>): Promise<Saved<T>> {
  const result = await call;
  if (!result.ok) throw new SellerApiError(result.status, result.message, result.errors);
  return { data: result.data, message: result.message };
}

export function useCreateProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SellerProductBody) => settle(sellerApi.post<SellerProductDetail>('/products', body)),
    onSuccess: ({ data }) => {
      client.setQueryData(productsQueryKeys.detail(data.id), data);
      return client.invalidateQueries({ queryKey: productsQueryKeys.lists() });
    },
  });
}

export function useUpdateProduct(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<SellerProductBody>) =>
      settle(sellerApi.patch<SellerProductDetail>(`/products/${id}`, body)),
    onSuccess: ({ data }) => {
      client.setQueryData(productsQueryKeys.detail(id), data);
      return client.invalidateQueries({ queryKey: productsQueryKeys.lists() });
    },
  });
}

export function useDeleteProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => settle(sellerApi.delete<null>(`/products/${id}`)),
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: productsQueryKeys.detail(id) });
      return client.invalidateQueries({ queryKey: productsQueryKeys.lists() });
    },
  });
}

export function useDuplicateProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => settle(sellerApi.post<SellerProductDetail>(`/products/${id}/duplicate`)),
    onSuccess: ({ data }) => {
      client.setQueryData(productsQueryKeys.detail(data.id), data);
      return client.invalidateQueries({ queryKey: productsQueryKeys.lists() });
    },
  });
}

export function useSetPublished() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, published }: { id: number; published: boolean }) =>
      settle(
        sellerApi.post<{ id: number; isPublished: boolean }>(
          `/products/${id}/${published ? 'publish' : 'unpublish'}`,
        ),
      ),
    onSuccess: (_, { id }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: productsQueryKeys.lists() }),
        client.invalidateQueries({ queryKey: productsQueryKeys.detail(id) }),
      ]),
  });
}

/** Uploads pictures (checked and resized by the server); their URLs in the files' order. */
export async function uploadProductImages(files: readonly File[]): Promise<Saved<string[]>> {
  const form = new FormData();
  for (const file of files) form.append('images[]', file, file.name);
  const saved = await settle(sellerApi.upload<UploadedImages>('/products/images', form));
  return { data: saved.data.images, message: saved.message };
}

/** One batch of the import (or of its dry run). */
export async function importBatch(body: ImportBody): Promise<ImportResult> {
  return unwrap(sellerApi.post<ImportResult>('/products/import', body));
}

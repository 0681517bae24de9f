import type {
  AdminAttribute,
  AdminAttributeList,
  AdminAttributeValue,
  AdminBadge,
  AdminBadgeList,
  AdminBrand,
  AdminBrandList,
  AdminCategory,
  AdminCategoryTree,
  AdminTag,
  AdminTagList,
  AdminUnit,
  AdminUnitList,
  AttributeBody,
  AttributeValueBody,
  BadgeBody,
  BrandBody,
  CategoryCreateBody,
  CategoryUpdateBody,
  TagBody,
  UnitBody,
} from '@shop/contracts/admin/catalogue';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { putPicture } from '../../console/lib/record-writes.ts';
import { adminApi, unwrap, withQuery } from '../lib/admin-api.ts';

/**
 * The catalogue area's data (issue 18 §3): query keys under `['admin', 'catalogue', …]`, the
 * queries and the writes. A write refetches its tab's list; category writes also the products'
 * category filter (it reads the same tree).
 */
export const catalogueKeys = {
  all: ['admin', 'catalogue'] as const,
  categories: () => ['admin', 'catalogue', 'categories'] as const,
  brands: (params?: ListParams) => ['admin', 'catalogue', 'brands', ...(params ? [params] : [])] as const,
  attributes: () => ['admin', 'catalogue', 'attributes'] as const,
  units: () => ['admin', 'catalogue', 'units'] as const,
  badges: () => ['admin', 'catalogue', 'badges'] as const,
  tags: (params?: ListParams) => ['admin', 'catalogue', 'tags', ...(params ? [params] : [])] as const,
};

export interface ListParams {
  page: number;
  search: string;
}

export const categoriesQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.categories(),
    queryFn: ({ signal }) =>
      unwrap(adminApi.get<AdminCategoryTree>('/catalogue/categories', { signal })).then((r) => r.categories),
  });

export const brandsQuery = (params: ListParams) =>
  queryOptions({
    queryKey: catalogueKeys.brands(params),
    queryFn: ({ signal }) =>
      unwrap(
        adminApi.get<AdminBrandList>(
          withQuery('/catalogue/brands', { page: params.page, search: params.search }),
          { signal },
        ),
      ),
    placeholderData: keepPreviousData,
  });

export const attributesQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.attributes(),
    queryFn: ({ signal }) =>
      unwrap(adminApi.get<AdminAttributeList>('/catalogue/attributes', { signal })).then((r) => r.attributes),
  });

export const unitsQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.units(),
    queryFn: ({ signal }) =>
      unwrap(adminApi.get<AdminUnitList>('/catalogue/units', { signal })).then((r) => r.units),
  });

export const badgesQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.badges(),
    queryFn: ({ signal }) =>
      unwrap(adminApi.get<AdminBadgeList>('/catalogue/badges', { signal })).then((r) => r.badges),
  });

export const tagsQuery = (params: ListParams) =>
  queryOptions({
    queryKey: catalogueKeys.tags(params),
    queryFn: ({ signal }) =>
      unwrap(
        adminApi.get<AdminTagList>(
          withQuery('/catalogue/tags', { page: params.page, search: params.search }),
          {
            signal,
          },
        ),
      ),
    placeholderData: keepPreviousData,
  });

/** A write whose success refetches everything under `key` (and the products' filters). */
function useCatalogueWrite<V, R>(key: readonly unknown[], write: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: key }),
        client.invalidateQueries({ queryKey: ['admin', 'products'] }),
      ]),
  });
}

// Categories

export const useCreateCategory = () =>
  useCatalogueWrite(catalogueKeys.categories(), (body: CategoryCreateBody) =>
    unwrap(adminApi.post<AdminCategory>('/catalogue/categories', body)),
  );

export const useUpdateCategory = () =>
  useCatalogueWrite(catalogueKeys.categories(), ({ id, body }: { id: number; body: CategoryUpdateBody }) =>
    unwrap(adminApi.patch<AdminCategory>(`/catalogue/categories/${id}`, body)),
  );

export const useMoveCategory = () =>
  useCatalogueWrite(catalogueKeys.categories(), ({ id, parentId }: { id: number; parentId: number | null }) =>
    unwrap(adminApi.post<AdminCategory>(`/catalogue/categories/${id}/move`, { parentId })),
  );

export const useReorderCategory = () =>
  useCatalogueWrite(
    catalogueKeys.categories(),
    ({ id, direction }: { id: number; direction: 'up' | 'down' }) =>
      unwrap(adminApi.post<AdminCategoryTree>(`/catalogue/categories/${id}/reorder`, { direction })),
  );

export const useDeleteCategory = () =>
  useCatalogueWrite(catalogueKeys.categories(), (id: number) =>
    unwrap(adminApi.delete<null>(`/catalogue/categories/${id}`)),
  );

export const useCategoryImage = () =>
  useCatalogueWrite(catalogueKeys.categories(), ({ id, file }: { id: number; file: File | null }) =>
    putPicture<AdminCategory>(adminApi, `/catalogue/categories/${id}/image`, 'image', file),
  );

// Brands

export const useSaveBrand = () =>
  useCatalogueWrite(catalogueKeys.brands(), ({ id, body }: { id: number | null; body: BrandBody }) =>
    unwrap(
      id === null
        ? adminApi.post<AdminBrand>('/catalogue/brands', body)
        : adminApi.put<AdminBrand>(`/catalogue/brands/${id}`, body),
    ),
  );

export const useDeleteBrand = () =>
  useCatalogueWrite(catalogueKeys.brands(), (id: number) =>
    unwrap(adminApi.delete<null>(`/catalogue/brands/${id}`)),
  );

export const useBrandLogo = () =>
  useCatalogueWrite(catalogueKeys.brands(), ({ id, file }: { id: number; file: File | null }) =>
    putPicture<AdminBrand>(adminApi, `/catalogue/brands/${id}/logo`, 'image', file),
  );

// Attributes and values

export const useSaveAttribute = () =>
  useCatalogueWrite(catalogueKeys.attributes(), ({ id, body }: { id: number | null; body: AttributeBody }) =>
    unwrap(
      id === null
        ? adminApi.post<AdminAttribute>('/catalogue/attributes', body)
        : adminApi.put<AdminAttribute>(`/catalogue/attributes/${id}`, body),
    ),
  );

export const useDeleteAttribute = () =>
  useCatalogueWrite(catalogueKeys.attributes(), (id: number) =>
    unwrap(adminApi.delete<null>(`/catalogue/attributes/${id}`)),
  );

export const useSaveValue = () =>
  useCatalogueWrite(
    catalogueKeys.attributes(),
    ({ attributeId, id, body }: { attributeId: number; id: number | null; body: AttributeValueBody }) =>
      unwrap(
        id === null
          ? adminApi.post<AdminAttributeValue>(`/catalogue/attributes/${attributeId}/values`, body)
          : adminApi.put<AdminAttributeValue>(`/catalogue/attribute-values/${id}`, body),
      ),
  );

export const useDeleteValue = () =>
  useCatalogueWrite(catalogueKeys.attributes(), (id: number) =>
    unwrap(adminApi.delete<null>(`/catalogue/attribute-values/${id}`)),
  );

// Units, badges, tags

export const useSaveUnit = () =>
  useCatalogueWrite(catalogueKeys.units(), ({ id, body }: { id: number | null; body: UnitBody }) =>
    unwrap(
      id === null
        ? adminApi.post<AdminUnit>('/catalogue/units', body)
        : adminApi.put<AdminUnit>(`/catalogue/units/${id}`, body),
    ),
  );

export const useDeleteUnit = () =>
  useCatalogueWrite(catalogueKeys.units(), (id: number) =>
    unwrap(adminApi.delete<null>(`/catalogue/units/${id}`)),
  );

export const useSaveBadge = () =>
  useCatalogueWrite(catalogueKeys.badges(), ({ id, body }: { id: number | null; body: BadgeBody }) =>
    unwrap(
      id === null
        ? adminApi.post<AdminBadge>('/catalogue/badges', body)
        : adminApi.put<AdminBadge>(`/catalogue/badges/${id}`, body),
    ),
  );

export const useDeleteBadge = () =>
  useCatalogueWrite(catalogueKeys.badges(), (id: number) =>
    unwrap(adminApi.delete<null>(`/catalogue/badges/${id}`)),
  );

export const useSaveTag = () =>
  useCatalogueWrite(catalogueKeys.tags(), ({ id, body }: { id: number | null; body: TagBody }) =>
    unwrap(
      id === null
        ? adminApi.post<AdminTag>('/catalogue/tags', body)
        : adminApi.put<AdminTag>(`/catalogue/tags/${id}`, body),
    ),
  );

export const useDeleteTag = () =>
  useCatalogueWrite(catalogueKeys.tags(), (id: number) =>
    unwrap(adminApi.delete<null>(`/catalogue/tags/${id}`)),
  );

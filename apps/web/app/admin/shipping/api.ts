import type {
  AdminZone,
  AdminZonesResult,
  GeoKind,
  GeoListResult,
  GeoRow,
  ZoneBody,
  ZoneUpdateBody,
} from '@shop/contracts/admin/shipping';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, unwrap, withQuery } from '../lib/admin-api.ts';

/** Shipping's data (issue 18 §5): locations by kind, zones with their areas and charges. */
export interface GeoParams {
  page: number;
  search: string;
  parentId: string;
  zoneId?: string;
  limit?: number;
}

export const shippingKeys = {
  all: ['admin', 'shipping'] as const,
  geo: (kind: GeoKind) => ['admin', 'shipping', 'geo', kind] as const,
  geoList: (kind: GeoKind, params: GeoParams) => ['admin', 'shipping', 'geo', kind, params] as const,
  zones: () => ['admin', 'shipping', 'zones'] as const,
};

export const geoListQuery = (kind: GeoKind, params: GeoParams) =>
  queryOptions({
    queryKey: shippingKeys.geoList(kind, params),
    queryFn: ({ signal }) =>
      unwrap(
        adminApi.get<GeoListResult>(
          withQuery(`/geo/${kind}`, {
            page: params.page,
            search: params.search,
            parentId: params.parentId,
            zoneId: params.zoneId ?? '',
            limit: params.limit ?? '',
          }),
          { signal },
        ),
      ),
    placeholderData: keepPreviousData,
  });

export const zonesQuery = () =>
  queryOptions({
    queryKey: shippingKeys.zones(),
    queryFn: ({ signal }) => unwrap(adminApi.get<AdminZonesResult>('/zones', { signal })),
  });

export function useGeoWrites(kind: GeoKind) {
  const client = useQueryClient();
  // a location's change shows in its list, its children's lists (parent names) and the zones' areas
  const refresh = () => client.invalidateQueries({ queryKey: shippingKeys.all });
  const save = useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: Record<string, unknown> }) =>
      unwrap(
        id === null
          ? adminApi.post<GeoRow>(`/geo/${kind}`, body)
          : adminApi.patch<GeoRow>(`/geo/${kind}/${id}`, body),
      ),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => unwrap(adminApi.delete<null>(`/geo/${kind}/${id}`)),
    onSuccess: refresh,
  });
  return { save, remove };
}

export function useZoneWrites() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: shippingKeys.all });
  const save = useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ZoneBody | ZoneUpdateBody }) =>
      unwrap(
        id === null
          ? adminApi.post<AdminZone>('/zones', body)
          : adminApi.patch<AdminZone>(`/zones/${id}`, body),
      ),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => unwrap(adminApi.delete<null>(`/zones/${id}`)),
    onSuccess: refresh,
  });
  return { save, remove };
}

import type {
  AdminStoreSettings,
  SettingsImageKind,
  StoreSettingsBody,
} from '@shop/contracts/admin/settings';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, unwrap } from '../lib/admin-api.ts';

/** The store settings' data (issue 18 §6): one record, saved by fields, images uploaded apart. */
export const settingsKeys = {
  all: ['admin', 'settings'] as const,
  detail: () => ['admin', 'settings', 'detail'] as const,
};

export const storeSettingsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.detail(),
    queryFn: ({ signal }) => unwrap(adminApi.get<AdminStoreSettings>('/settings', { signal })),
  });

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StoreSettingsBody) => unwrap(adminApi.patch<AdminStoreSettings>('/settings', body)),
    onSuccess: (saved) => client.setQueryData(settingsKeys.detail(), saved),
  });
}

export function useSettingsImage(kind: SettingsImageKind) {
  const client = useQueryClient();
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return unwrap(adminApi.upload<AdminStoreSettings>(`/settings/${kind}`, form));
    },
    onSuccess: (saved) => client.setQueryData(settingsKeys.detail(), saved),
  });
  const remove = useMutation({
    mutationFn: () => unwrap(adminApi.delete<AdminStoreSettings>(`/settings/${kind}`)),
    onSuccess: (saved) => client.setQueryData(settingsKeys.detail(), saved),
  });
  return { upload, remove };
}

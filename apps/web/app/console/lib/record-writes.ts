import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ConsoleApi, unwrap } from './console-api.ts';

/** The query keys of an area's records: one record, and all its lists. */
export interface RecordKeys {
  detail: (id: number) => QueryKey;
  lists: () => QueryKey;
}

/** A write that answers the record: the record's cache holds the answer, the lists refetch. */
export function useRecordWrite<R extends { id: number }, V>(
  keys: RecordKeys,
  write: (variables: V) => Promise<R>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (record) => {
      client.setQueryData(keys.detail(record.id), record);
      void client.invalidateQueries({ queryKey: keys.lists() });
    },
  });
}

/** Deletes a record by id (`DELETE path(id)`): its cache is dropped, the lists refetch. */
export function useRecordDelete(api: ConsoleApi, keys: RecordKeys, path: (id: number) => string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.delete<null>(path(id))),
    onSuccess: (_data, id) => {
      client.removeQueries({ queryKey: keys.detail(id) });
      void client.invalidateQueries({ queryKey: keys.lists() });
    },
  });
}

/** Uploads `file` to `path` (multipart, under `field`), or removes the picture there with `null`. */
export function putPicture<R>(api: ConsoleApi, path: string, field: string, file: File | null): Promise<R> {
  if (file === null) return unwrap(api.delete<R>(path));
  const form = new FormData();
  form.append(field, file);
  return unwrap(api.put<R>(path, form));
}

import type { AddressesResult } from '@shop/contracts/account';
import { useQuery } from '@tanstack/react-query';
import { useUser } from '../../lib/session.ts';
import { useApi } from '../../lib/shop-context.tsx';
import { accountKeys, getAddresses } from './api.ts';

/** The signed-in user's saved addresses (default first, then newest). */
export function useAddresses() {
  const api = useApi();
  const user = useUser();
  return useQuery({
    queryKey: accountKeys.addresses,
    queryFn: async ({ signal }): Promise<AddressesResult> => {
      const result = await getAddresses(api, signal);
      if (!result.ok) throw new Error(result.message);
      return result.data;
    },
    enabled: user !== null,
  });
}

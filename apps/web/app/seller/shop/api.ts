import type {
  SectionProductsResult,
  SellerShopProfile,
  SellerShopSections,
  ShopProfilePatch,
  ShopSectionsBody,
  UploadedImage,
} from '@shop/contracts/seller/shop';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { sellerApi, unwrap, withQuery } from '../lib/seller-api.ts';

/** The shop area's data (issue 17 §8): the profile, its images and the shop page's sections. */

export const shopQueryKeys = {
  all: ['seller', 'shop'] as const,
  profile: () => ['seller', 'shop', 'profile'] as const,
  sections: () => ['seller', 'shop', 'sections'] as const,
  products: (search: string, page: number) => ['seller', 'shop', 'products', { search, page }] as const,
};

/** The seller center's header shows the shop's name and logo (the session's query key). */
const SESSION_KEY = ['seller', 'session'] as const;

export const shopProfileQuery = () =>
  queryOptions({
    queryKey: shopQueryKeys.profile(),
    queryFn: ({ signal }) => unwrap(sellerApi.get<SellerShopProfile>('/shop', { signal })),
  });

export const shopSectionsQuery = () =>
  queryOptions({
    queryKey: shopQueryKeys.sections(),
    queryFn: ({ signal }) => unwrap(sellerApi.get<SellerShopSections>('/shop/sections', { signal })),
  });

export const pickableProductsQuery = (search: string, page: number) =>
  queryOptions({
    queryKey: shopQueryKeys.products(search, page),
    queryFn: ({ signal }) =>
      unwrap(
        sellerApi.get<SectionProductsResult>(withQuery('/shop/products', { search, page, limit: 10 }), {
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

function imageForm(file: File): FormData {
  const form = new FormData();
  form.append('image', file);
  return form;
}

export function useSaveShopProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopProfilePatch) => unwrap(sellerApi.patch<SellerShopProfile>('/shop', body)),
    onSuccess: (profile) => {
      client.setQueryData(shopQueryKeys.profile(), profile);
      return client.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });
}

/** Replaces the logo or the banner with an uploaded file. */
export function useUploadShopImage(kind: 'logo' | 'banner') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => unwrap(sellerApi.upload<SellerShopProfile>(`/shop/${kind}`, imageForm(file))),
    onSuccess: (profile) => {
      client.setQueryData(shopQueryKeys.profile(), profile);
      return client.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });
}

/** Stores a banner for a section; the editor puts its URL in the section. */
export function useUploadSectionBanner() {
  return useMutation({
    mutationFn: (file: File) =>
      unwrap(sellerApi.upload<UploadedImage>('/shop/sections/banners', imageForm(file))),
  });
}

export function useSaveShopSections() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopSectionsBody) => unwrap(sellerApi.put<SellerShopSections>('/shop/sections', body)),
    onSuccess: (sections) => {
      client.setQueryData(shopQueryKeys.sections(), sections);
    },
  });
}

import type {
  AdminBanners,
  AdminHome,
  AdminPage,
  AdminPagesResult,
  BannerListBody,
  BannerPosition,
  CategoryOption,
  FooterBody,
  HomeAboutBody,
  HomeBlockSetting,
  HomeBlocksBody,
  HomeFeaturedBody,
  HomeTitlesBody,
  PageBody,
  PickedProduct,
  SubscribersResult,
  UploadedPicture,
} from '@shop/contracts/admin/content';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, unwrap, withQuery } from '../lib/admin-api.ts';

/** The storefront area's data (issue 18 §4): home blocks, banners, pages, footer, newsletter. */

export const storefrontKeys = {
  all: ['admin', 'storefront'] as const,
  home: () => ['admin', 'storefront', 'home'] as const,
  banners: () => ['admin', 'storefront', 'banners'] as const,
  pages: (params: { page: number; search: string }) => ['admin', 'storefront', 'pages', params] as const,
  page: (id: number) => ['admin', 'storefront', 'page', id] as const,
  footer: () => ['admin', 'storefront', 'footer'] as const,
  subscribers: (params: { page: number; search: string }) =>
    ['admin', 'storefront', 'subscribers', params] as const,
  productOptions: (search: string) => ['admin', 'storefront', 'product-options', search] as const,
  categoryOptions: () => ['admin', 'storefront', 'category-options'] as const,
};

export const homeQuery = () =>
  queryOptions({
    queryKey: storefrontKeys.home(),
    queryFn: ({ signal }) => unwrap(adminApi.get<AdminHome>('/storefront/home', { signal })),
  });

export const bannersQuery = () =>
  queryOptions({
    queryKey: storefrontKeys.banners(),
    queryFn: ({ signal }) => unwrap(adminApi.get<AdminBanners>('/storefront/banners', { signal })),
  });

export const pagesQuery = (params: { page: number; search: string }) =>
  queryOptions({
    queryKey: storefrontKeys.pages(params),
    queryFn: ({ signal }) =>
      unwrap(adminApi.get<AdminPagesResult>(withQuery('/storefront/pages', params), { signal })),
    placeholderData: keepPreviousData,
  });

export const pageQuery = (id: number) =>
  queryOptions({
    queryKey: storefrontKeys.page(id),
    queryFn: ({ signal }) => unwrap(adminApi.get<AdminPage>(`/storefront/pages/${id}`, { signal })),
  });

export const footerQuery = () =>
  queryOptions({
    queryKey: storefrontKeys.footer(),
    queryFn: ({ signal }) => unwrap(adminApi.get<FooterBody>('/storefront/footer', { signal })),
  });

export const subscribersQuery = (params: { page: number; search: string }) =>
  queryOptions({
    queryKey: storefrontKeys.subscribers(params),
    queryFn: ({ signal }) =>
      unwrap(adminApi.get<SubscribersResult>(withQuery('/storefront/newsletter', params), { signal })),
    placeholderData: keepPreviousData,
  });

export const productOptionsQuery = (search: string) =>
  queryOptions({
    queryKey: storefrontKeys.productOptions(search),
    queryFn: ({ signal }) =>
      unwrap(adminApi.get<PickedProduct[]>(withQuery('/storefront/product-options', { search }), { signal })),
    placeholderData: keepPreviousData,
  });

export const categoryOptionsQuery = () =>
  queryOptions({
    queryKey: storefrontKeys.categoryOptions(),
    queryFn: ({ signal }) =>
      unwrap(adminApi.get<CategoryOption[]>('/storefront/category-options', { signal })),
  });

export function useSaveBlocks() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: HomeBlocksBody) =>
      unwrap(adminApi.put<{ blocks: HomeBlockSetting[] }>('/storefront/home/blocks', body)),
    onSuccess: ({ blocks }) =>
      client.setQueryData(storefrontKeys.home(), (home: AdminHome | undefined) =>
        home ? { ...home, blocks } : home,
      ),
  });
}

export function useSaveFeatured() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: HomeFeaturedBody) =>
      unwrap(adminApi.put<AdminHome>('/storefront/home/featured', body)),
    onSuccess: (home) => client.setQueryData(storefrontKeys.home(), home),
  });
}

export function useSaveAbout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: HomeAboutBody) => unwrap(adminApi.put<HomeAboutBody>('/storefront/home/about', body)),
    onSuccess: (about) =>
      client.setQueryData(storefrontKeys.home(), (home: AdminHome | undefined) =>
        home ? { ...home, about } : home,
      ),
  });
}

export function useSaveTitles() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: HomeTitlesBody) =>
      unwrap(adminApi.put<HomeTitlesBody>('/storefront/home/titles', body)),
    onSuccess: (titles) =>
      client.setQueryData(storefrontKeys.home(), (home: AdminHome | undefined) =>
        home ? { ...home, titles } : home,
      ),
  });
}

/** Stores a picture; the form then saves its URL. */
export function useUploadPicture() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return unwrap(adminApi.upload<UploadedPicture>('/storefront/images', form));
    },
  });
}

export function useSaveBanners(position: BannerPosition) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BannerListBody) =>
      unwrap(adminApi.put<AdminBanners>(`/storefront/banners/${position}`, body)),
    onSuccess: (banners) => client.setQueryData(storefrontKeys.banners(), banners),
  });
}

export function useSavePage(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PageBody) =>
      unwrap(
        id === null
          ? adminApi.post<AdminPage>('/storefront/pages', body)
          : adminApi.put<AdminPage>(`/storefront/pages/${id}`, body),
      ),
    onSuccess: async (page) => {
      client.setQueryData(storefrontKeys.page(page.id), page);
      await client.invalidateQueries({ queryKey: ['admin', 'storefront', 'pages'] });
    },
  });
}

export function useSaveFooter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FooterBody) => unwrap(adminApi.put<FooterBody>('/storefront/footer', body)),
    onSuccess: (footer) => client.setQueryData(storefrontKeys.footer(), footer),
  });
}

/** The subscribers matching the search as a CSV file. */
export function downloadSubscribers(search: string) {
  return adminApi.download(
    withQuery('/storefront/newsletter/export.csv', { search }),
    'newsletter-subscribers.csv',
  );
}

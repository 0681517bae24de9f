import { z } from 'zod';
import { emailText, text } from './input.ts';

/** Settings flags are the strings "1" / "0" on the wire. */
export const flag = z.enum(['0', '1']);

export const categoryRef = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  thumbnailImage: z.string(),
});

export interface CategoryShort {
  id: number;
  name: string;
  slug: string;
  thumbnailImage: string;
  children_categories: CategoryShort[];
  parent_category: z.infer<typeof categoryRef> | null;
}

/** category-short: a category with its nested children and its parent. */
export const categoryShort: z.ZodType<CategoryShort> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    thumbnailImage: z.string(),
    children_categories: z.array(categoryShort),
    parent_category: categoryRef.nullable(),
  }),
);

export const homepageCategories = z.object({ categories: z.array(categoryShort) });

export const linkItem = z.object({ title: z.string(), url: z.string() });

export const footer = z.object({
  homeFooterLogo: z.string(),
  homeFooterCustomerSupport: z.string(),
  homeFooterAddress: z.string(),
  homeFooterEmail: z.string(),
  showFacebookLink: flag,
  homeFooterFacebookLink: z.string(),
  showTwitterLink: flag,
  homeFooterTwitterLink: z.string(),
  showInstagramLink: flag,
  homeFooterInstagramLink: z.string(),
  showYoutubeLink: flag,
  homeFooterYoutubeLink: z.string(),
  showLinkedInLink: flag,
  homeFooterLinkedInLink: z.string(),
  showPlayStoreLink: flag,
  homeFooterPlayStoreLink: z.string(),
  showAppStoreLink: flag,
  homeFooterAppStoreLink: z.string(),
  quickLinkPages: z.array(linkItem),
  topCategories: z.array(categoryRef),
  popularTags: z.array(z.string()),
  defaultPages: z.array(z.object({ id: z.number().int(), title: z.string(), slug: z.string() })),
  homeFooterCopyrightText: z.string(),
  homeFooterSecuredPayments: z.string(),
});
export type Footer = z.infer<typeof footer>;

export const page = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  /** HTML from the database; the storefront sanitises it before rendering. */
  content: z.string(),
  metaTile: z.string(),
  metaDescription: z.string(),
  metaKeywords: z.string(),
  metaImage: z.string(),
});
export type Page = z.infer<typeof page>;

export const subscribeBody = z.object({
  email: text()
    .trim()
    .toLowerCase()
    .pipe(emailText({ message: 'Invalid email' })),
});
export type SubscribeBody = z.infer<typeof subscribeBody>;

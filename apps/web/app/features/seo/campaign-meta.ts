import type { Campaign } from '@shop/contracts/campaigns';
import type { MetaDescriptor } from 'react-router';
import { breadcrumbJsonLd } from './json-ld.ts';
import { pagedPath, pageMeta, pageUrl, siteInfo } from './meta.ts';

type Matches = Parameters<typeof siteInfo>[0];

/** A campaign page's head; both layouts (/campaigns/{slug} and /v2) name the first as canonical. */
export function campaignPageMeta(
  matches: Matches,
  campaign: Campaign | null,
  search: string,
): MetaDescriptor[] {
  const site = siteInfo(matches);
  if (!campaign) return [{ title: site.appName }, { name: 'robots', content: 'noindex' }];
  const path = pagedPath(`/campaigns/${encodeURIComponent(campaign.slug)}`, search);
  return pageMeta({
    site,
    title: campaign.name,
    description: campaign.shortDescription || campaign.name,
    path,
    image: campaign.banner || campaign.thumbnailImage,
    jsonLd: [
      breadcrumbJsonLd([
        { name: site.appName, url: pageUrl(site, '/') },
        { name: campaign.name, url: pageUrl(site, path) },
      ]),
    ],
  });
}

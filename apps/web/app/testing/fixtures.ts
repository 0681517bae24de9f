import type { CategoryShort, Footer } from '@shop/contracts/content';
import type { PageConfig } from '@shop/contracts/page-config';

/** Realistic data for component tests, shaped like the API's answers. */
export const pageConfigFixture: PageConfig = {
  generalSettings: {
    appName: 'Demo Market',
    appMode: 'multiVendor',
    rootUrl: 'http://localhost:3000',
    apiUrl: '/api/v1',
    demoMode: true,
    logo: '/uploads/logo.svg',
    primaryColor: '#005bff',
  },
  countries: [
    { id: 18, name: 'Bangladesh', code: 'BD' },
    { id: 230, name: 'United States', code: 'US' },
  ],
  currency: { code: 'USD', symbol: '$', position: 'symbol_first', decimals: 2 },
  defaultLang: 'en-US',
  languages: [
    { code: 'en-US', name: 'English', flag: 'us', isRtl: false },
    { code: 'es-ES', name: 'Español', flag: 'es', isRtl: false },
    { code: 'ar-SA', name: 'العربية', flag: 'sa', isRtl: true },
  ],
  paymentMethods: [
    { name: 'Cash on delivery', value: 'cash_on_delivery', image: '/images/payments/cash_on_delivery.svg' },
  ],
  socialLogins: [],
  demoCredentials: { phone: '01700000000', password: '123456' },
};

const ref = (id: number, name: string, slug: string) => ({ id, name, slug, thumbnailImage: '' });

export const categoriesFixture: CategoryShort[] = [
  {
    ...ref(1, 'Fashion', 'fashion'),
    parent_category: null,
    children_categories: [
      {
        ...ref(4, 'Men', 'men'),
        parent_category: ref(1, 'Fashion', 'fashion'),
        children_categories: [
          {
            ...ref(7, 'T-Shirts', 't-shirts'),
            parent_category: ref(4, 'Men', 'men'),
            children_categories: [],
          },
        ],
      },
      { ...ref(5, 'Women', 'women'), parent_category: ref(1, 'Fashion', 'fashion'), children_categories: [] },
    ],
  },
  { ...ref(2, 'Electronics', 'electronics'), parent_category: null, children_categories: [] },
];

export const footerFixture: Footer = {
  homeFooterLogo: '',
  homeFooterCustomerSupport: '+1 555 0100',
  homeFooterAddress: '12 Market Street, Springfield',
  homeFooterEmail: 'support@demo.test',
  showFacebookLink: '1',
  homeFooterFacebookLink: 'https://facebook.com/demo',
  showTwitterLink: '0',
  homeFooterTwitterLink: 'https://twitter.com/demo',
  showInstagramLink: '1',
  homeFooterInstagramLink: 'https://instagram.com/demo',
  showYoutubeLink: '1',
  homeFooterYoutubeLink: '',
  showLinkedInLink: '0',
  homeFooterLinkedInLink: '',
  showPlayStoreLink: '1',
  homeFooterPlayStoreLink: 'https://play.google.com/store/apps/details?id=demo',
  showAppStoreLink: '0',
  homeFooterAppStoreLink: 'https://apps.apple.com/app/demo',
  quickLinkPages: [{ title: 'About us', url: '/pages/about-us' }],
  topCategories: [ref(1, 'Fashion', 'fashion')],
  popularTags: ['summer sale', 'gadgets'],
  defaultPages: [{ id: 3, title: 'Terms and Conditions', slug: 'terms-and-conditions' }],
  homeFooterCopyrightText: '© 2026 Demo Market',
  homeFooterSecuredPayments: '/uploads/secured-payments.webp',
};

/**
 * Every key the storefront keeps in the browser, in one place.
 * localStorage: token, location, language. sessionStorage: checkout data, one-shot toasts.
 * Cookies: `lang` (read by the server to render the chosen language) and `guestUserId` (set by the API).
 */
export const STORAGE_KEYS = {
  accessToken: 'shop.accessToken',
  userLocation: 'shop.userLocation',
  language: 'shop.language',
  checkout: 'shop.checkout',
  registeredContact: 'shop.registeredContact',
  flashToast: 'shop.flashToast',
} as const;

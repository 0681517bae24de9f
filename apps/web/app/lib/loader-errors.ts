import { data } from 'react-router';

/**
 * The answers a loader throws when it cannot render its page; the route's ErrorBoundary
 * (ui/route-error.tsx) shows them (storefront spec §8).
 */

/**
 * The API call the page needs did not succeed: the API's own 4xx passes through, a failed or
 * unreachable API (5xx, or 0 for no answer) is 502 Bad Gateway.
 */
export function apiFailure(apiStatus: number) {
  return data(null, { status: apiStatus >= 500 || apiStatus === 0 ? 502 : apiStatus });
}

/** What the address names does not exist: the not-found page, with 404. */
export function notFound() {
  return data(null, { status: 404 });
}

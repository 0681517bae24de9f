import { splitLanguagePath } from '@shop/contracts/language-path';
import { type AppLoadContext, data, redirect } from 'react-router';
import { serverApiClient } from '../../lib/server-api.server.ts';
import { addToCart } from '../cart/index.ts';
import { type AddToCartProblem, parseAddToCartForm } from './add-to-cart-form.ts';
import { getProductDetails } from './api.ts';
import {
  ADDED_PARAM,
  initialSelection,
  SELECTION_PARAM,
  selectionFromSearch,
  unchosenNames,
} from './variation-selection.ts';

/** What the page gets back when the add did not happen (it shows the problem by the buttons). */
export interface AddToCartActionData {
  cartProblem: AddToCartProblem;
}

/**
 * The product page's form action, reached only without JavaScript (with it the page adds through
 * the browser's own call). It adds for the guest whose `guestUserId` cookie came with the post; a
 * visitor without one gets the id the API mints, whose Set-Cookie is passed on. The zone is the
 * `zoneId` cookie's, as for the page (none: the API's answer for no zone). Added, it redirects
 * (303) to the same page with `?added=1`, in the same language and choice, or to the cart for Buy
 * Now; refused, the page shows the API's message. A signed-in shopper's token lives in the
 * browser (API spec), so this serves guests only; without JavaScript nobody is signed in.
 */
export async function addToCartAction(request: Request, context: AppLoadContext, slug: string) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return problem({ key: 'this_combination_is_not_available' }, 400);
  }
  const parsed = parseAddToCartForm(form);
  if (!parsed.ok) {
    return problem(
      { key: parsed.field === 'quantity' ? 'enter_a_valid_quantity' : 'this_combination_is_not_available' },
      400,
    );
  }

  const url = new URL(request.url);
  if (parsed.line === null) {
    // no complete choice on the page: say which attributes are missing, as the button does with JavaScript
    const product = await getProductDetails(serverApiClient(request, context), slug);
    if (!product.ok || !product.data) return problem({ key: 'something_went_wrong' }, 502);
    const { variationCombinations: combinations, variations } = product.data;
    const selection =
      selectionFromSearch(url.searchParams, combinations) ?? initialSelection(combinations, variations);
    const names = unchosenNames(combinations, selection);
    return problem(
      names.length > 0
        ? { key: 'please_select_names', values: { names: names.join(', ') } }
        : { key: 'this_combination_is_not_available' },
      400,
    );
  }

  const setCookies: string[] = [];
  const api = serverApiClient(request, context, null, async (input, init) => {
    const response = await fetch(input, init);
    setCookies.push(...response.headers.getSetCookie());
    return response;
  });
  const result = await addToCart(api, parsed.line);
  const headers = new Headers();
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  if (!result.ok) {
    const clientError = result.status >= 400 && result.status < 500;
    return problem(
      clientError ? { text: result.message } : { key: 'something_went_wrong' },
      clientError ? result.status : 502,
      headers,
    );
  }

  // unprefixed: the language's handler adds its prefix (its basename) to a redirect
  if (parsed.intent === 'buy') return redirect('/cart', { status: 303, headers });
  const { rest } = splitLanguagePath(url.pathname);
  return redirect(`${rest}${confirmedSearch(url.search)}`, { status: 303, headers });
}

/** The page's query with the add confirmed; the choice keeps its readable form (`options=1-3,2-7`). */
export function confirmedSearch(search: string): string {
  const params = new URLSearchParams(search);
  const options = params.get(SELECTION_PARAM);
  params.delete(SELECTION_PARAM);
  params.delete(ADDED_PARAM);
  const parts = [params.toString(), options === null ? '' : `${SELECTION_PARAM}=${encodeOptions(options)}`];
  return `?${[...parts.filter(Boolean), `${ADDED_PARAM}=1`].join('&')}`;
}

function encodeOptions(value: string): string {
  return encodeURIComponent(value).replace(/%2C/gi, ',');
}

function problem(cartProblem: AddToCartProblem, status: number, headers?: Headers) {
  return data<AddToCartActionData>({ cartProblem }, { status, headers });
}

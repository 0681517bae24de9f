import type { AccountHandle } from '../features/account/account-links.ts';
import { MyReviewsView } from '../features/reviews/my-reviews-view.tsx';

export const handle: AccountHandle = { accountSection: 'my_reviews' };

/** My Reviews (storefront spec §2 Account area), signed-in only through the account layout. */
export default function ReviewsRoute() {
  return <MyReviewsView />;
}

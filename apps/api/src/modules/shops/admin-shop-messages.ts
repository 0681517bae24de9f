/** What the owner's phone is told of the operator's decision (issue 18 §2), in the store's language. */
export const SHOP_NOTICES = {
  approve: 'Good news: your shop {shop} has been approved and is now open on {appName}.',
  reject: 'Your shop {shop} was not approved on {appName}. Reason: {reason}',
  suspend: 'Your shop {shop} has been suspended on {appName}. Reason: {reason}',
  reinstate: 'Your shop {shop} is open again on {appName}.',
} as const;

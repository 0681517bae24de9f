/** Demo people, review texts and other small lists the seed draws from. */

export const REVIEWERS = [
  { name: 'Ayaan Rahman', avatar: 'smiling-face-with-sunglasses' },
  { name: 'Tasnim Hossain', avatar: 'grinning-face-with-smiling-eyes' },
  { name: 'Rakib Islam', avatar: 'nerd-face' },
  { name: 'Maliha Chowdhury', avatar: 'star-struck' },
  { name: 'Sabbir Ahmed', avatar: 'cowboy-hat-face' },
  { name: 'Nadia Karim', avatar: 'smiling-face-with-halo' },
  { name: 'Arif Hasan', avatar: 'slightly-smiling-face' },
  { name: 'Priya Das', avatar: 'partying-face' },
  { name: 'Emily Carter', avatar: 'winking-face' },
  { name: 'Lucas Martínez', avatar: 'smiling-face-with-sunglasses' },
  { name: 'Sofía García', avatar: 'grinning-face-with-smiling-eyes' },
  { name: 'Omar Al-Farsi', avatar: 'nerd-face' },
  { name: 'Layla Haddad', avatar: 'star-struck' },
  { name: 'Farhan Kabir', avatar: 'cowboy-hat-face' },
  { name: 'Jannatul Ferdous', avatar: 'smiling-face-with-halo' },
  { name: 'Mehedi Hasan', avatar: 'slightly-smiling-face' },
  { name: 'Shirin Akter', avatar: 'partying-face' },
  { name: 'Daniel Kim', avatar: 'winking-face' },
  { name: 'Rumana Begum', avatar: 'smiling-face-with-sunglasses' },
  { name: 'Tanjim Alam', avatar: 'grinning-face-with-smiling-eyes' },
  { name: 'Hannah Schmidt', avatar: 'nerd-face' },
  { name: 'Zubair Hossain', avatar: 'star-struck' },
  { name: 'Nusrat Faria', avatar: 'cowboy-hat-face' },
  { name: 'Ibrahim Khalil', avatar: 'smiling-face-with-halo' },
];

export const AVATAR_COLORS = [
  '#f59e0b',
  '#10b981',
  '#3b82f6',
  '#ec4899',
  '#8b5cf6',
  '#ef4444',
  '#14b8a6',
  '#84cc16',
];

/** Review texts by star rating (index 0 = 1 star). */
export const REVIEW_TEXTS: string[][] = [
  [
    'Not as described. The quality is much lower than in the pictures and I am returning it.',
    'Arrived damaged and the seller took days to answer. Disappointed.',
    'Stopped working after a week. Would not buy again.',
  ],
  [
    'It does the job, but the material feels cheap for the price.',
    'Delivery was late and the size runs small. Expected better.',
    'Okay-ish. Packaging was poor and one part was missing.',
  ],
  [
    'Decent for the price. Nothing special, but no complaints either.',
    'Average quality. The colour is a bit different from the photos.',
    'Good enough for everyday use. Delivery took longer than estimated.',
  ],
  [
    'Very good product, well packed and delivered on time. Minus one star for the price.',
    'Solid quality and looks great. Would recommend to friends.',
    'Happy with the purchase. Works exactly as expected.',
    'Nice finish and comfortable to use. Seller answered my questions quickly.',
  ],
  [
    'Excellent! Exactly as pictured and arrived the next day. Will order again.',
    'Fantastic quality for the price. Five stars, highly recommended!',
    'Absolutely love it. The seller even included a thank-you note.',
    'Perfect. Great value and super fast delivery inside Dhaka.',
    'Bought this as a gift and they loved it. Premium feel and well packed.',
  ],
];

/** 45 % five stars, 30 % four, 13 % three, 7 % two, 5 % one. */
export function pickRating(r: number): number {
  if (r < 0.45) return 5;
  if (r < 0.75) return 4;
  if (r < 0.88) return 3;
  if (r < 0.95) return 2;
  return 1;
}

export const LANGUAGES = [
  { code: 'en-US', name: 'English', flag: 'us', isRtl: false, sort: 0 },
  { code: 'es-ES', name: 'Español', flag: 'es', isRtl: false, sort: 1 },
  { code: 'ar-SA', name: 'العربية', flag: 'sa', isRtl: true, sort: 2 },
] as const;

export const PAYMENT_METHODS = ['cash_on_delivery', 'card_on_delivery', 'demo_card'];

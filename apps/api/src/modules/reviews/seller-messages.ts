import { SELLER_REVIEW_MESSAGES as M } from '@shop/contracts/seller/reviews';
import { addMessages } from '../../platform/messages.ts';

/** The seller center's review messages in the shipped languages (issue 17 §9). */
addMessages({
  [M.ratingInvalid]: {
    'es-ES': 'La valoración es un número entero del 1 al 5',
    'ar-SA': 'التقييم عدد صحيح من 1 إلى 5',
  },
});

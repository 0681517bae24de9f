import { SELLER_CHAT_MESSAGES as M } from '@shop/contracts/seller/chats';
import { addMessages } from '../../platform/messages.ts';

/** The seller center chats' own messages in the shipped languages (the others are the storefront chat's). */
addMessages({
  [M.invalidCursor]: { 'es-ES': 'Identificador de mensaje no válido', 'ar-SA': 'معرّف رسالة غير صالح' },
  [M.ownConversation]: {
    'es-ES': 'Esta conversación es tuya como cliente',
    'ar-SA': 'هذه المحادثة خاصة بك كعميل',
  },
});

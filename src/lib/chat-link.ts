/**
 * The chat link of the floating chat button (SPEC §1): a WhatsApp link to the chat number with the
 * greeting prefilled. On a product page the greeting is followed by the machine's name and its
 * page's address, each on a line of its own, so the sales team knows what the chat is about.
 */
import { MESSAGES } from './messages';

/** What a product page tells the chat: the machine's name and the page's public address. */
export interface ChatSubject {
  name: string;
  url: string;
}

export function chatLink(chatNumber: string, subject?: ChatSubject): string {
  const text = subject ? [MESSAGES.chatGreeting, subject.name, subject.url].join('\n') : MESSAGES.chatGreeting;
  return `https://wa.me/${chatNumber.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

/**
 * A product page's chat button goes through this same-site address, which counts the click and
 * sends the visitor on to chatLink with the machine named (netlify/functions/go-chat.mts).
 */
export const chatClickPath = (productId: string) => `/go/chat/${encodeURIComponent(productId)}`;

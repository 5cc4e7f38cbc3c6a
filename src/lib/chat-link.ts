/**
 * The chat link of the floating chat button (SPEC §1): a WhatsApp link to the chat number with the
 * greeting prefilled. On a product page the greeting is followed by the machine's name and its
 * page's address, each on a line of its own, so the sales team knows what the chat is about.
 * The lead desk opens WhatsApp the other way, to a buyer, through the same link.
 */
import { MESSAGES } from './messages';

/** What a product page tells the chat: the machine's name and the page's public address. */
export interface ChatSubject {
  name: string;
  url: string;
}

export function chatLink(chatNumber: string, subject?: ChatSubject): string {
  const text = subject ? [MESSAGES.chatGreeting, subject.name, subject.url].join('\n') : MESSAGES.chatGreeting;
  return whatsAppLink(chatNumber, text);
}

/** A WhatsApp chat with a number (its digits only, with the country code), the text prefilled. */
export function whatsAppLink(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

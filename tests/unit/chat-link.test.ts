import { describe, expect, it } from 'vitest';
import { chatLink } from '../../src/lib/chat-link';
import { MESSAGES } from '../../src/lib/messages';

const opened = (href: string) => new URL(href);

describe('chatLink', () => {
  it('opens a chat with the number, its digits only, and the greeting alone', () => {
    const link = opened(chatLink('+91 98350-12345'));
    expect(link.origin + link.pathname).toBe('https://wa.me/919835012345');
    expect(link.searchParams.get('text')).toBe(MESSAGES.chatGreeting);
    expect([...link.searchParams.keys()]).toEqual(['text']);
  });

  it('follows the greeting with the machine’s name and its page’s address, on lines of their own', () => {
    const url = 'https://www.example.com/product/2da69097-b3e6-4641-9d77-01fd3ae2c2b2';
    const link = opened(chatLink('919835012345', { name: 'Paper Cup Machine (90-110 cups/min)', url }));
    expect(link.searchParams.get('text')).toBe(`${MESSAGES.chatGreeting}\nPaper Cup Machine (90-110 cups/min)\n${url}`);
  });

  it('keeps a name with &, # and ? inside the text, not in the link’s own parts', () => {
    const link = opened(chatLink('919835012345', { name: 'Bag & Pouch Machine #2? 100%', url: 'https://www.example.com/product/1' }));
    expect(link.hash).toBe('');
    expect([...link.searchParams.keys()]).toEqual(['text']);
    expect(link.searchParams.get('text')).toBe(`${MESSAGES.chatGreeting}\nBag & Pouch Machine #2? 100%\nhttps://www.example.com/product/1`);
  });
});

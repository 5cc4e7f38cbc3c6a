/**
 * `client:interaction`: hydrates an island on its first use (a press, a focus, a key, an edit), for
 * a control whose plain HTML already works (the header's search box is a GET form). What the use
 * did before the island woke (letters typed) is the island's to take up.
 */
import type { ClientDirective } from 'astro';

const FIRST_USE = ['pointerdown', 'focusin', 'keydown', 'input'] as const;

const onInteraction: ClientDirective = (load, _options, el) => {
  const start = () => {
    for (const type of FIRST_USE) el.removeEventListener(type, start);
    void load().then((hydrate) => hydrate());
  };
  for (const type of FIRST_USE) el.addEventListener(type, start);
};

export default onInteraction;

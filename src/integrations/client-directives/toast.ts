/**
 * `client:toast`: hydrates the toast area when there is something to show: a toast left by the
 * previous page, one queued or announced by a plain script (toast-queue), or another island of the
 * page waking (React islands call react-hot-toast directly; its store keeps what they ask for until
 * the area mounts). A page that never toasts loads no React for it.
 */
import type { ClientDirective } from 'astro';
import { hasFlashToast } from '../../lib/browser/flash-toast';
import { TOAST_EVENT } from '../../lib/browser/toast-queue';

const anotherIslandAwake = (el: HTMLElement) =>
  [...document.querySelectorAll('astro-island:not([ssr])')].some((island) => island !== el);

const onToast: ClientDirective = (load, _options, el) => {
  let started = false;
  const observer = new MutationObserver(() => {
    if (anotherIslandAwake(el)) start();
  });
  function start() {
    if (started) return;
    started = true;
    observer.disconnect();
    window.removeEventListener(TOAST_EVENT, start);
    void load().then((hydrate) => hydrate());
  }
  if (hasFlashToast() || (window.siteToasts?.length ?? 0) > 0 || anotherIslandAwake(el)) {
    start();
    return;
  }
  window.addEventListener(TOAST_EVENT, start);
  // Astro takes `ssr` off an island once it has hydrated.
  observer.observe(document.documentElement, { subtree: true, attributes: true, attributeFilter: ['ssr'] });
};

export default onToast;

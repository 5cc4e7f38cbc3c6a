(() => {
  const menu = document.currentScript.previousElementSibling;
  const { shareTitle: title, shareUrl: url, copied, failed } = menu.dataset;
  const action = (name) => menu.querySelector(`[data-share-action="${name}"]`);
  const toast = (type, message) => {
    (window.siteToasts ||= []).push({ type, message });
    window.dispatchEvent(new Event('site-toast'));
  };
  const close = () => (menu.open = false);
  if (typeof navigator.share === 'function') action('sheet').parentElement.hidden = false;
  action('copy').parentElement.hidden = false;
  action('sheet').addEventListener('click', async () => {
    close();
    try {
      await navigator.share({ title, url });
    } catch (error) {
      // Closing the sheet without sharing is the visitor's choice, not a failure.
      if (error?.name !== 'AbortError') toast('error', failed);
    }
  });
  action('copy').addEventListener('click', async () => {
    close();
    try {
      await navigator.clipboard.writeText(url);
      toast('success', copied);
    } catch {
      toast('error', failed);
    }
  });
  menu.addEventListener('click', (event) => {
    if (event.target.closest('a')) close();
  });
  menu.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !menu.open) return;
    event.stopPropagation();
    close();
    menu.querySelector('summary').focus();
  });
  document.addEventListener('pointerdown', (event) => {
    if (menu.open && !menu.contains(event.target)) close();
  });
})();

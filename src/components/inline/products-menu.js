(() => {
  // Lets the pointer cross the gap between the button and the list without the list closing.
  const HOVER_CLOSE_DELAY_MS = 200;
  const menu = document.currentScript.previousElementSibling;
  const button = menu.querySelector('button');
  const list = menu.querySelector('ul');
  let closeTimer;
  let openedByHover = false;
  const isOpen = () => button.getAttribute('aria-expanded') === 'true';
  const setOpen = (open) => {
    button.setAttribute('aria-expanded', String(open));
    list.hidden = !open;
    if (!open) openedByHover = false;
  };
  menu.addEventListener('pointerenter', (event) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(closeTimer);
    if (!isOpen()) openedByHover = true;
    setOpen(true);
  });
  menu.addEventListener('pointerleave', (event) => {
    if (event.pointerType !== 'mouse') return;
    closeTimer = setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
  });
  button.addEventListener('click', () => {
    // A click right after the hover opened it should not shut it again.
    if (openedByHover) openedByHover = false;
    else setOpen(!isOpen());
  });
  menu.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    event.stopPropagation();
    setOpen(false);
    button.focus();
  });
  menu.addEventListener('focusout', (event) => {
    // A click on plain text inside moves focus to nowhere (relatedTarget null): that is not leaving.
    if (event.relatedTarget && !menu.contains(event.relatedTarget)) setOpen(false);
  });
  document.addEventListener('pointerdown', (event) => {
    if (isOpen() && !menu.contains(event.target)) setOpen(false);
  });
})();

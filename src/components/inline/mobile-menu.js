(() => {
  const button = document.currentScript.previousElementSibling;
  button.addEventListener('click', () => {
    const open = button.getAttribute('aria-expanded') !== 'true';
    button.setAttribute('aria-expanded', String(open));
    document.getElementById(button.getAttribute('aria-controls'))?.toggleAttribute('data-open', open);
  });
})();

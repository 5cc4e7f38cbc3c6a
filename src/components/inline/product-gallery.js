(() => {
  const gallery = document.currentScript.previousElementSibling;
  const main = gallery.querySelector('[data-gallery-main]');
  const thumbnails = [...gallery.querySelectorAll('button[data-src]')];
  const show = (chosen) => {
    const index = thumbnails.indexOf(chosen);
    main.src = chosen.dataset.src;
    main.alt = `${gallery.dataset.productName}, image ${index + 1} of ${thumbnails.length}`;
    for (const thumbnail of thumbnails) thumbnail.setAttribute('aria-pressed', String(thumbnail === chosen));
  };
  for (const thumbnail of thumbnails) {
    thumbnail.addEventListener('click', () => show(thumbnail));
    thumbnail.addEventListener('mouseenter', () => show(thumbnail));
  }
  // The zoom (CSS, fine pointers only) grows from under the mouse.
  main.parentElement.addEventListener('mousemove', (event) => {
    const box = main.parentElement.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    main.style.transformOrigin = `${x.toFixed(1)}% ${y.toFixed(1)}%`;
  });
})();

// The page may have been built in an earlier year: show the visitor's year, before first paint.
for (const el of document.querySelectorAll('[data-current-year]')) el.textContent = String(new Date().getFullYear());

/**
 * Makes the home page's pre-rendered rows of product cards scroll by themselves (SPEC §2, §9):
 * 2 px every 50 ms, back to the start after the end. Run by a plain script (ProductRow.astro),
 * not an island: the cards are static HTML and the row needs no React, so the home page hydrates
 * nothing for its rows. A row stands still while the pointer is over it, while it holds the keyboard focus or a finger, while
 * it is off screen, and always for visitors who ask for reduced motion; they scroll it themselves.
 */
export const ROW_STEP_PX = 2;
export const ROW_TICK_MS = 50;
/** After a swipe, the row waits this long before moving again, so it does not fight the finger. */
const TOUCH_RESUME_MS = 3000;

export function autoScroll(row: HTMLElement): void {
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  const holds = new Set<string>();
  let timer: number | undefined;
  let touchTimer: number | undefined;

  const tick = () => {
    if (holds.size > 0 || reducedMotion.matches) return;
    const end = row.scrollWidth - row.clientWidth;
    if (end <= 0) return;
    // Scroll positions can be fractional on high-density screens: "at the end" is within a pixel.
    row.scrollLeft = row.scrollLeft >= end - 1 ? 0 : row.scrollLeft + ROW_STEP_PX;
  };

  const on = <K extends keyof HTMLElementEventMap>(type: K, listener: (event: HTMLElementEventMap[K]) => void) =>
    row.addEventListener(type, listener, { passive: true });
  // A mouse resting on it (a tap also "enters", so only a mouse counts; fingers are below).
  on('pointerenter', (event) => {
    if (event.pointerType === 'mouse') holds.add('pointer');
  });
  on('pointerleave', () => holds.delete('pointer'));
  // Keyboard focus, not the focus a mouse click leaves behind.
  on('focusin', (event) => {
    if ((event.target as Element).matches(':focus-visible')) holds.add('focus');
  });
  on('focusout', (event) => {
    if (!row.contains(event.relatedTarget as Node | null)) holds.delete('focus');
  });
  on('touchstart', () => {
    window.clearTimeout(touchTimer);
    holds.add('touch');
  });
  on('touchend', () => {
    touchTimer = window.setTimeout(() => holds.delete('touch'), TOUCH_RESUME_MS);
  });

  // The clock runs only while the row is on screen: off screen the page's main thread is left alone.
  // `data-auto-scroll-row="running"` says so while it runs.
  new IntersectionObserver((entries) => {
    window.clearInterval(timer);
    const onScreen = entries[entries.length - 1].isIntersecting;
    if (onScreen) timer = window.setInterval(tick, ROW_TICK_MS);
    row.dataset.autoScrollRow = onScreen ? 'running' : '';
  }).observe(row);
}

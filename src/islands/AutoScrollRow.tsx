/**
 * Makes a pre-rendered row of product cards scroll by itself (SPEC §2, §9): 2 px every 50 ms,
 * back to the start after the end. The cards are the island's children, static HTML that stays
 * indexable and never re-renders. It stands still while the pointer is over it, while it holds
 * the keyboard focus or a finger, while it is off screen, and always for visitors who ask for
 * reduced motion; they scroll it themselves.
 */
import { useEffect, useRef, type ReactNode } from 'react';

export const ROW_STEP_PX = 2;
export const ROW_TICK_MS = 50;
/** After a swipe, the row waits this long before moving again, so it does not fight the finger. */
const TOUCH_RESUME_MS = 3000;

export default function AutoScrollRow({ children }: { children?: ReactNode }) {
  const rowRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const row = rowRef.current!;
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    const holds = new Set<string>();
    let onScreen = true;
    let touchTimer: number | undefined;

    const tick = () => {
      if (holds.size > 0 || !onScreen || reducedMotion.matches) return;
      const end = row.scrollWidth - row.clientWidth;
      if (end <= 0) return;
      // Scroll positions can be fractional on high-density screens: "at the end" is within a pixel.
      row.scrollLeft = row.scrollLeft >= end - 1 ? 0 : row.scrollLeft + ROW_STEP_PX;
    };
    const timer = window.setInterval(tick, ROW_TICK_MS);

    const events = new AbortController();
    const on = <K extends keyof HTMLElementEventMap>(type: K, listener: (event: HTMLElementEventMap[K]) => void) =>
      row.addEventListener(type, listener, { passive: true, signal: events.signal });
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

    const visibility = new IntersectionObserver((entries) => {
      onScreen = entries[entries.length - 1].isIntersecting;
    });
    visibility.observe(row);

    return () => {
      window.clearInterval(timer);
      window.clearTimeout(touchTimer);
      visibility.disconnect();
      events.abort();
    };
  }, []);

  return (
    <div
      ref={rowRef}
      data-scrolls-sideways
      className="overflow-x-auto overscroll-x-contain pb-3 [scrollbar-width:thin]"
      data-auto-scroll-row
    >
      {children}
    </div>
  );
}

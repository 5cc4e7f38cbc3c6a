/**
 * Keeps a floating element (the chat button) off the page's controls: after every scroll, resize
 * or change of the page it finds the lowest spot along its edge where no link, button or field lies
 * beneath it, and lifts it there (`--lift`, in px); while there is no such spot in the lower part of
 * the screen it is tucked away (`data-tucked`). A tap meant for "Send Enquiry" must never open a
 * chat instead.
 */

/** What a tap may be meant for. `data-keep-clear` marks a whole area, e.g. a row whose cards move. */
export const CONTROLS =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, iframe, [tabindex]:not([tabindex="-1"]), [data-keep-clear]';

/** Room kept between the element and a control. */
const GAP = 8;
/** The element may rise until its top is this share of the screen from the top; above, it tucks away. */
const HIGHEST = 0.3;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The controls that lie across the band the element can move in, as boxes on the screen. */
function controlBoxes(floating: HTMLElement, band: Box): Box[] {
  const boxes: Box[] = [];
  for (const control of document.querySelectorAll<HTMLElement>(CONTROLS)) {
    if (floating.contains(control)) continue;
    // A control in a part of the page the browser is skipping (content-visibility: auto, away from
    // the screen) cannot lie across the band, and asking for its box would lay that part out.
    // (Browsers before 2024 lack checkVisibility: they measure every control, as before.)
    if (control.checkVisibility?.({ contentVisibilityAuto: true }) === false) continue;
    const box = control.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1 || !overlaps(box, band)) continue;
    if (getComputedStyle(control).visibility === 'hidden') continue;
    boxes.push(box);
  }
  return boxes;
}

/** How far to lift a box resting at `base` so that it clears every control, or null if it cannot. */
export function liftToClear(base: Box, controls: Box[], highest: number): number | null {
  let lift = 0;
  for (;;) {
    const at = { left: base.left - GAP, right: base.right + GAP, top: base.top - lift - GAP, bottom: base.bottom - lift + GAP };
    const hit = controls.filter((control) => overlaps(control, at));
    if (hit.length === 0) return lift;
    // Rest just above the highest control in the way, then look again.
    lift = base.bottom - Math.min(...hit.map((control) => control.top)) + GAP;
    if (base.top - lift < highest) return null;
  }
}

export function keepClearOfControls(floating: HTMLElement): void {
  let lift = 0;
  let queued = false;

  const place = () => {
    queued = false;
    const now = floating.getBoundingClientRect();
    // Where it rests unlifted (the lift is a transform, so it shows in the box).
    const base = { left: now.left, right: now.right, top: now.top + lift, bottom: now.bottom + lift };
    const highest = window.innerHeight * HIGHEST;
    const band = { left: base.left - GAP, right: base.right + GAP, top: highest - GAP, bottom: base.bottom + GAP };
    const next = liftToClear(base, controlBoxes(floating, band), highest);
    if (next === null) {
      floating.dataset.tucked = '';
    } else {
      delete floating.dataset.tucked;
      lift = next;
      floating.style.setProperty('--lift', `${lift}px`);
    }
  };
  const schedule = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(place);
  };

  // The first placement waits for the next frame too, so that it measures the page once with the
  // other changes of its first moments (islands waking, the banner's next slide), not before them.
  schedule();
  // Scrolls of the page and of any inner scroller (the home page's moving rows).
  document.addEventListener('scroll', schedule, { capture: true, passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  new ResizeObserver(schedule).observe(document.body);
  new MutationObserver(schedule).observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['open', 'hidden', 'class', 'aria-expanded'],
  });
}

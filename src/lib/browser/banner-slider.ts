/**
 * The home banner slider's behaviour (SPEC §2, §9), run by a plain script over the pre-rendered
 * slider (BannerSlider.astro): a slide every 5 s, looping to the first; previous/next, slide
 * buttons, swipe on touch screens, and a pause button; a mouse resting on it or keyboard focus
 * inside it pause it too. Visitors who ask for reduced motion get no automatic changes.
 *
 * Only the first slide is in the HTML; the others wait in <template>s and are added when they are
 * next in line (the second once the page has loaded), so a phone downloads only phone pictures,
 * and only when they are about to show.
 */
export const BANNER_INTERVAL_MS = 5000;
const SWIPE_MIN_PX = 40;

export interface BannerPicture {
  src: string;
  width: number;
  height: number;
}

export interface BannerSlide {
  desktop: BannerPicture;
  mobile: BannerPicture;
  /** The picture's text, which is drawn into the image. */
  alt: string;
  href: string;
}

/** Classes of a slide and of a slide button's dot, shown and not (both sets are in the HTML). */
export const SLIDE_CLASSES = { active: ['z-10', 'opacity-100'], inactive: ['opacity-0'] };
export const DOT_CLASSES = { active: ['w-6', 'bg-accent-500'], inactive: ['w-2.5', 'bg-white/80', 'group-hover/dot:bg-white'] };

/** Gives an element its active or its inactive classes. */
function markActive(element: Element, classes: { active: string[]; inactive: string[] }, active: boolean): void {
  for (const name of classes.active) element.classList.toggle(name, active);
  for (const name of classes.inactive) element.classList.toggle(name, !active);
}

/** An ARIA state that is "true" or absent. */
function setAriaFlag(element: Element, name: string, on: boolean): void {
  if (on) element.setAttribute(name, 'true');
  else element.removeAttribute(name);
}

export function bannerSlider(root: HTMLElement): void {
  const count = Number(root.dataset.count);
  const stage = root.querySelector<HTMLElement>('[data-slides]')!;
  const dots = [...root.querySelectorAll<HTMLButtonElement>('[data-show-slide]')];
  const playButton = root.querySelector<HTMLButtonElement>('[data-play]');
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  let current = 0;
  // The visitor's own choice from the pause/play button, which outranks the reduced-motion default.
  let choice: 'play' | 'pause' | null = null;
  let hovered = false;
  let focused = false;
  let timer: number | undefined;
  let touchStartX: number | null = null;

  const playing = () => (choice === null ? !reducedMotion.matches : choice === 'play');
  const advancing = () => playing() && !hovered && !focused;
  const slide = (index: number) => stage.querySelector<HTMLElement>(`[data-slide-index="${index}"]`);

  function mount(index: number) {
    if (slide(index)) return;
    const template = root.querySelector<HTMLTemplateElement>(`template[data-slide="${index}"]`);
    if (template) stage.append(template.content.cloneNode(true));
  }

  function render() {
    for (const element of stage.querySelectorAll<HTMLElement>('[data-slide-index]')) {
      const active = Number(element.dataset.slideIndex) === current;
      markActive(element, SLIDE_CLASSES, active);
      setAriaFlag(element, 'aria-hidden', !active);
      element.inert = !active;
    }
    dots.forEach((dot, index) => {
      const active = index === current;
      setAriaFlag(dot, 'aria-current', active);
      markActive(dot.firstElementChild!, DOT_CLASSES, active);
    });
    if (playButton) {
      playButton.setAttribute('aria-label', playing() ? 'Pause slides' : 'Play slides');
      for (const icon of playButton.querySelectorAll<HTMLElement>('[data-icon]')) {
        icon.toggleAttribute('hidden', (icon.dataset.icon === 'pause') !== playing());
      }
    }
    // The slides announce themselves only while they are not changing on their own.
    stage.setAttribute('aria-live', advancing() ? 'off' : 'polite');
    root.dataset.currentSlide = String(current);
  }

  // A timeout per slide rather than an interval: any change of slide, automatic or by hand, and
  // any end of a pause, gives the slide its full 5 s.
  function update() {
    render();
    window.clearTimeout(timer);
    if (advancing() && count > 1) timer = window.setTimeout(() => show(current + 1), BANNER_INTERVAL_MS);
  }

  function show(index: number) {
    current = ((index % count) + count) % count;
    mount(current);
    mountNextOnceLoaded();
    update();
  }

  // The next slide's picture waits for the page to finish loading: on a slow connection it would
  // otherwise share the bandwidth with the first slide, the page's largest paint.
  function mountNextOnceLoaded() {
    if (document.readyState === 'complete') mount((current + 1) % count);
    else window.addEventListener('load', () => mount((current + 1) % count), { once: true });
  }

  for (const step of root.querySelectorAll<HTMLElement>('[data-step]')) {
    step.addEventListener('click', () => show(current + Number(step.dataset.step)));
  }
  dots.forEach((dot, index) => dot.addEventListener('click', () => show(index)));
  playButton?.addEventListener('click', () => {
    choice = playing() ? 'pause' : 'play';
    update();
  });
  // A mouse resting on it pauses it; a tap (which also "enters") must not.
  root.addEventListener('pointerenter', (event) => {
    hovered = event.pointerType === 'mouse';
    update();
  });
  root.addEventListener('pointerleave', () => {
    hovered = false;
    update();
  });
  // Keyboard focus pauses; a mouse click on a control leaves focus behind and must not.
  root.addEventListener('focusin', (event) => {
    focused = (event.target as Element).matches(':focus-visible');
    update();
  });
  root.addEventListener('focusout', (event) => {
    if (root.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    update();
  });
  root.addEventListener(
    'touchstart',
    (event) => {
      touchStartX = event.touches[0]?.clientX ?? null;
    },
    { passive: true },
  );
  root.addEventListener('touchend', (event) => {
    const start = touchStartX;
    const end = event.changedTouches[0]?.clientX;
    touchStartX = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_MIN_PX) return;
    show(end < start ? current + 1 : current - 1);
  });
  reducedMotion.addEventListener('change', update);

  show(0);
}

/**
 * The home banner slider (SPEC §2, §9): five slides, each a desktop and a phone picture, changing
 * every 5 s and looping to the first. Previous/next buttons on desktop, slide buttons everywhere,
 * swipe on touch screens, and a pause button (hover and keyboard focus pause it too).
 *
 * The first slide is in the pre-rendered HTML with a high fetch priority: it is the page's largest
 * paint. The others are mounted only when they are next in line, and each is a <picture>, so a
 * phone downloads only the phone images and only when they are about to show. Visitors who ask
 * for reduced motion get no automatic changes and no cross-fade.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';

export const BANNER_INTERVAL_MS = 5000;
/** Below this width the square phone picture is shown (Tailwind's `sm`). */
const PHONE_MEDIA = '(max-width: 639px)';
const SWIPE_MIN_PX = 40;

interface Picture {
  src: string;
  width: number;
  height: number;
}

export interface BannerSlide {
  desktop: Picture;
  mobile: Picture;
  /** The picture's text, which is drawn into the image. */
  alt: string;
  href: string;
}

interface Props {
  slides: BannerSlide[];
  label: string;
}

function usePrefersReducedMotion(): boolean {
  const [reduce, setReduce] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReduce(query.matches);
    const update = () => setReduce(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduce;
}

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
      <path d={direction === 'left' ? 'm15 5-7 7 7 7' : 'm9 5 7 7-7 7'} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export default function BannerSlider({ slides, label }: Props) {
  const count = slides.length;
  const [current, setCurrent] = useState(0);
  // Slides whose pictures may load: the first (in the HTML) and, once hydrated, the next in line.
  const [mounted, setMounted] = useState<ReadonlySet<number>>(() => new Set([0]));
  // The visitor's own choice from the pause/play button, which outranks the reduced-motion default.
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reduceMotion = usePrefersReducedMotion();
  const touchStartX = useRef<number | null>(null);

  const playing = choice === null ? !reduceMotion : choice === 'play';
  const advancing = playing && !hovered && !focused;

  const show = (index: number) => setCurrent(((index % count) + count) % count);

  useEffect(() => {
    setMounted((before) => {
      const next = (current + 1) % count;
      if (before.has(current) && before.has(next)) return before;
      return new Set([...before, current, next]);
    });
  }, [current, count]);

  // A timeout per slide rather than an interval: any change of slide, automatic or by hand,
  // gives the new slide its full 5 s.
  useEffect(() => {
    if (!advancing || count < 2) return;
    const timer = window.setTimeout(() => setCurrent((i) => (i + 1) % count), BANNER_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [advancing, current, count]);

  const controlButton =
    'flex items-center justify-center rounded-full bg-white/85 text-brand-900 shadow-md hover:bg-white focus-visible:bg-white';

  let controls: ReactNode = null;
  if (count > 1) {
    controls = (
      <>
        <button
          type="button"
          onClick={() => show(current - 1)}
          aria-label="Previous slide"
          className={`${controlButton} absolute left-3 top-1/2 z-20 hidden size-11 -translate-y-1/2 md:flex`}
        >
          <Arrow direction="left" />
        </button>
        <button
          type="button"
          onClick={() => show(current + 1)}
          aria-label="Next slide"
          className={`${controlButton} absolute right-3 top-1/2 z-20 hidden size-11 -translate-y-1/2 md:flex`}
        >
          <Arrow direction="right" />
        </button>
        <div className="absolute bottom-2 left-1/2 z-20 flex -translate-x-1/2 items-center gap-1 sm:bottom-3">
          <button
            type="button"
            onClick={() => setChoice(playing ? 'pause' : 'play')}
            aria-label={playing ? 'Pause slides' : 'Play slides'}
            className="mr-1 flex size-8 items-center justify-center rounded-full bg-brand-900/60 text-white hover:bg-brand-900/80"
          >
            <svg viewBox="0 0 24 24" width="14" height="14" fill="currentColor" aria-hidden="true">
              {playing ? <path d="M6 4h4v16H6zM14 4h4v16h-4z" /> : <path d="M7 4l13 8-13 8z" />}
            </svg>
          </button>
          {slides.map((slide, index) => (
            <button
              key={slide.desktop.src}
              type="button"
              onClick={() => show(index)}
              aria-label={`Show slide ${index + 1} of ${count}: ${slide.alt}`}
              aria-current={index === current ? 'true' : undefined}
              className="group/dot flex size-8 items-center justify-center rounded-full"
            >
              <span
                className={`block h-2.5 rounded-full shadow transition-all motion-reduce:transition-none ${
                  index === current ? 'w-6 bg-accent-500' : 'w-2.5 bg-white/80 group-hover/dot:bg-white'
                }`}
              />
            </button>
          ))}
        </div>
      </>
    );
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="relative overflow-hidden bg-brand-900 sm:rounded-xl"
      // A mouse resting on it pauses it; a tap (which also "enters") must not.
      onPointerEnter={(event) => setHovered(event.pointerType === 'mouse')}
      onPointerLeave={() => setHovered(false)}
      // Keyboard focus pauses; a mouse click on a control leaves focus behind and must not.
      onFocus={(event) => setFocused(event.target.matches(':focus-visible'))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onTouchStart={(event) => {
        touchStartX.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => {
        const start = touchStartX.current;
        const end = event.changedTouches[0]?.clientX;
        touchStartX.current = null;
        if (start === null || end === undefined || Math.abs(end - start) < SWIPE_MIN_PX) return;
        show(end < start ? current + 1 : current - 1);
      }}
      data-current-slide={current}
    >
      {/* The box keeps the pictures' shape before any image arrives: no layout shift. */}
      <div className="relative aspect-square sm:aspect-[16/5]" aria-live={advancing ? 'off' : 'polite'}>
        {slides.map((slide, index) => {
          if (!mounted.has(index)) return null;
          const active = index === current;
          return (
            <div
              key={slide.desktop.src}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              aria-hidden={active ? undefined : true}
              inert={!active}
              className={`absolute inset-0 transition-opacity duration-700 motion-reduce:transition-none ${
                active ? 'z-10 opacity-100' : 'opacity-0'
              }`}
            >
              <a href={slide.href} className="block h-full focus-visible:-outline-offset-4">
                <picture>
                  <source
                    media={PHONE_MEDIA}
                    srcSet={slide.mobile.src}
                    width={slide.mobile.width}
                    height={slide.mobile.height}
                  />
                  <img
                    src={slide.desktop.src}
                    width={slide.desktop.width}
                    height={slide.desktop.height}
                    alt={slide.alt}
                    fetchPriority={index === 0 ? 'high' : 'auto'}
                    className="h-full w-full object-cover"
                  />
                </picture>
              </a>
            </div>
          );
        })}
      </div>
      {controls}
    </section>
  );
}

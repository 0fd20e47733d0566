import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import {
  Children,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { SLIDER_AUTOPLAY_MS, SLIDER_SPACING_PX } from '../config/limits';
import styles from './Slider.module.css';

/** Items in view from each breakpoint up (spec: 1, 3 and 4 from 320, 768 and 1440 px); a missing one inherits the smaller. */
export interface SlidesPerView {
  base: number;
  768?: number;
  1440?: number;
}

export const DEFAULT_SLIDES_PER_VIEW: SlidesPerView = { base: 1, 768: 3, 1440: 4 };

export const SLIDER_TEXT = {
  previous: 'Назад',
  next: 'Вперёд',
  dots: 'Выбор слайда',
  dot: (index: number) => `Слайд ${index}`,
  slide: (index: number, count: number) => `${index} из ${count}`,
  pause: 'Остановить автопрокрутку',
  play: 'Запустить автопрокрутку',
} as const;

export interface SliderProps {
  children: ReactNode[];
  /** Names the carousel: 'Наши преимущества'. */
  label: string;
  /** true for the spec's 5000 ms, or a delay in ms. It stops for good once the visitor takes over. */
  autoplay?: boolean | number;
  slidesPerView?: SlidesPerView;
  className?: string;
}

/**
 * A carousel on Embla (home: the advantage cards on phones). The slide width comes from CSS
 * custom properties per breakpoint, so the first paint already has the final layout; Embla only
 * moves the track. It loops, so every slide has its dot. Autoplay stops on any interaction
 * (drag, arrow, dot, focus inside), never runs for visitors who ask for reduced motion, and has
 * its own pause button (WCAG 2.2.2).
 */
export function Slider({
  children,
  label,
  autoplay = false,
  slidesPerView = DEFAULT_SLIDES_PER_VIEW,
  className,
}: SliderProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const delay =
    autoplay === true ? SLIDER_AUTOPLAY_MS : typeof autoplay === 'number' && autoplay > 0 ? autoplay : 0;
  const [reducedMotion] = useState(prefersReducedMotion);

  const options = useMemo(() => ({ loop: true, align: 'start' as const }), []);
  const plugins = useMemo(
    () =>
      delay > 0
        ? [Autoplay({ delay, playOnInit: !reducedMotion, stopOnInteraction: true, stopOnFocusIn: true })]
        : [],
    [delay, reducedMotion],
  );
  const [viewportRef, api] = useEmblaCarousel(options, plugins);

  const [snapCount, setSnapCount] = useState(count);
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (!api) return;
    const sync = () => {
      setSnapCount(api.scrollSnapList().length);
      setSelected(api.selectedScrollSnap());
      setPlaying(api.plugins().autoplay?.isPlaying() ?? false);
    };
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    sync();
    api.on('select', sync).on('reInit', sync).on('autoplay:play', onPlay).on('autoplay:stop', onStop);
    return () => {
      api.off('select', sync).off('reInit', sync).off('autoplay:play', onPlay).off('autoplay:stop', onStop);
    };
  }, [api]);

  /** Any use of the controls is the visitor taking over: autoplay stops for good. */
  const takeOver = useCallback(
    (action: () => void) => {
      api?.plugins().autoplay?.stop();
      action();
    },
    [api],
  );

  const toggleAutoplay = () => {
    const plugin = api?.plugins().autoplay;
    if (!plugin) return;
    if (plugin.isPlaying()) plugin.stop();
    else plugin.play();
  };

  const dots = Math.max(1, snapCount);
  const perView = {
    base: slidesPerView.base,
    768: slidesPerView[768] ?? slidesPerView.base,
    1440: slidesPerView[1440] ?? slidesPerView[768] ?? slidesPerView.base,
  };
  // Where every slide is in view there is nothing to scroll: CSS hides the controls from the first
  // paint at that breakpoint, instead of JS removing them after Embla has measured (a jump).
  const controlsAt = (view: number) => (count > view ? 'flex' : 'none');
  const style = {
    '--slider-gap': `${SLIDER_SPACING_PX}px`,
    '--per-view-base': perView.base,
    '--per-view-768': perView[768],
    '--per-view-1440': perView[1440],
    '--controls-base': controlsAt(perView.base),
    '--controls-768': controlsAt(perView[768]),
    '--controls-1440': controlsAt(perView[1440]),
  } as CSSProperties;

  return (
    <section
      className={className ? `${styles.slider} ${className}` : styles.slider}
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
    >
      <div className={styles.viewport} ref={viewportRef}>
        {/* While autoplay runs, slide changes are not announced (APG carousel pattern). */}
        <div className={styles.track} aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={index}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={SLIDER_TEXT.slide(index + 1, count)}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            aria-label={SLIDER_TEXT.previous}
            onClick={() => takeOver(() => api?.scrollPrev())}
          >
            <ChevronLeft size={18} aria-hidden="true" />
          </button>
          <div className={styles.dots} role="group" aria-label={SLIDER_TEXT.dots}>
            {Array.from({ length: dots }, (_, index) => (
              <button
                key={index}
                type="button"
                className={styles.dot}
                aria-label={SLIDER_TEXT.dot(index + 1)}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => takeOver(() => api?.scrollTo(index))}
              />
            ))}
          </div>
          <button
            type="button"
            className={styles.arrow}
            aria-label={SLIDER_TEXT.next}
            onClick={() => takeOver(() => api?.scrollNext())}
          >
            <ChevronRight size={18} aria-hidden="true" />
          </button>
          {delay > 0 && (
            <button
              type="button"
              className={`${styles.arrow} ${styles.toggle}`}
              aria-label={playing ? SLIDER_TEXT.pause : SLIDER_TEXT.play}
              onClick={toggleAutoplay}
            >
              {playing ? <Pause size={16} aria-hidden="true" /> : <Play size={16} aria-hidden="true" />}
            </button>
          )}
        </div>
      )}
    </section>
  );
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

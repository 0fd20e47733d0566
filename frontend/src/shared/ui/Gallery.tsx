import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { cycleIndex } from '../lib/cycle';
import { WIDE_IMAGE_SIZES, responsiveImage } from '../lib/responsiveImage';
import styles from './Gallery.module.css';

export interface GalleryImage {
  url: string;
  alt?: string;
}

export interface GalleryProps {
  images: readonly GalleryImage[];
  /** Names the gallery and stands in for a missing alt: usually the product or service name. */
  label?: string;
  className?: string;
}

export const GALLERY_TEXT = {
  label: 'Галерея',
  previous: 'Предыдущее изображение',
  next: 'Следующее изображение',
  thumbnail: (index: number) => `Изображение ${index}`,
  empty: 'Нет изображения',
} as const;

/**
 * Product and service pictures: one large image in a fixed 4:3 frame (no jump between pictures
 * of different proportions), thumbnails below, previous/next that wrap around (spec: the gallery
 * cycles both ways). Left and right arrow keys do the same anywhere inside the gallery, Home and
 * End go to the first and last picture.
 */
export function Gallery({ images, label = GALLERY_TEXT.label, className }: GalleryProps) {
  const [selected, setSelected] = useState(0);
  const count = images.length;
  // The list can shrink under us (a product reloads with fewer pictures).
  const index = count > 0 ? Math.min(selected, count - 1) : 0;
  const current = images[index];
  const rootClass = className ? `${styles.gallery} ${className}` : styles.gallery;

  if (!current) {
    return (
      <div className={rootClass} role="group" aria-label={label}>
        <div className={`${styles.frame} ${styles.empty}`}>
          <ImageOff size={40} strokeWidth={1.5} aria-hidden="true" />
          <span>{GALLERY_TEXT.empty}</span>
        </div>
      </div>
    );
  }

  const step = (delta: number) => setSelected(cycleIndex(index, delta, count));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (count < 2) return;
    const keys: Record<string, () => void> = {
      ArrowLeft: () => step(-1),
      ArrowRight: () => step(1),
      Home: () => setSelected(0),
      End: () => setSelected(count - 1),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <div
      className={rootClass}
      role="group"
      aria-roledescription="галерея"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      <div className={styles.frame}>
        <img
          key={current.url}
          {...responsiveImage(current.url, WIDE_IMAGE_SIZES)}
          alt={current.alt || (count > 1 ? `${label}, изображение ${index + 1} из ${count}` : label)}
          className={styles.image}
          decoding="async"
          // The main picture is the page's largest paint: fetched before the scripts it competes with.
          fetchPriority={index === 0 ? 'high' : 'auto'}
        />
        {count > 1 && (
          <>
            <button
              type="button"
              className={`${styles.arrow} ${styles.previous}`}
              aria-label={GALLERY_TEXT.previous}
              onClick={() => step(-1)}
            >
              <ChevronLeft size={20} aria-hidden="true" />
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              aria-label={GALLERY_TEXT.next}
              onClick={() => step(1)}
            >
              <ChevronRight size={20} aria-hidden="true" />
            </button>
            <span className={styles.counter} aria-live="polite">
              {index + 1} / {count}
            </span>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className={styles.thumbnails}>
          {images.map((image, i) => (
            <li key={`${image.url}-${i}`}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-label={GALLERY_TEXT.thumbnail(i + 1)}
                aria-pressed={i === index}
                onClick={() => setSelected(i)}
              >
                <img src={image.url} alt="" loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

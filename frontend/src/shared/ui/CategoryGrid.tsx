import { Package } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from './Skeleton';
import { TILE_IMAGE_SIZES, responsiveImage } from '../lib/responsiveImage';
import styles from './CategoryGrid.module.css';

export interface CategoryGridItem {
  id: string | number;
  name: string;
  /** Where the tile leads: /catalog/{slug} for products, /services/{slug} for services. */
  href: string;
  image?: string | null;
}

export interface CategoryGridProps {
  items: readonly CategoryGridItem[];
  /** Names the list for screen readers when the section has no heading of its own. */
  label?: string;
  className?: string;
}

/**
 * Category tiles (home: 'Категории товаров', 'Наши услуги'): 2 columns on phones, 4 from 768 px,
 * 5 from 1200 px (spec: 2, 4, 5). The picture box has a fixed aspect and the name two reserved
 * lines, so images arriving late and long names do not move the grid.
 */
export function CategoryGrid({ items, label, className }: CategoryGridProps) {
  return (
    <ul className={className ? `${styles.grid} ${className}` : styles.grid} aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <Link to={item.href} className={styles.tile}>
            <span className={styles.media}>
              {item.image ? (
                <img
                  {...responsiveImage(item.image, TILE_IMAGE_SIZES)}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className={styles.image}
                />
              ) : (
                <Package className={styles.placeholder} size={40} strokeWidth={1.5} aria-hidden="true" />
              )}
            </span>
            <span className={styles.caption}>
              <span className={styles.name}>{item.name}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The grid's loading state: the same tiles, empty, so the loaded grid lands in place. */
export function CategoryGridSkeleton({ count = 10, className }: { count?: number; className?: string }) {
  return (
    <ul className={className ? `${styles.grid} ${className}` : styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.item}>
          <span className={styles.tile}>
            <span className={styles.media}>
              <Skeleton width="100%" height="100%" />
            </span>
            <span className={styles.caption}>
              <Skeleton width={`${50 + ((index * 23) % 40)}%`} height={12} />
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

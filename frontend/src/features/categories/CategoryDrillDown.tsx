import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { MOBILE_CATEGORY_DEPTH } from '../../shared/config/limits';
import { useClickLock } from '../../shared/lib/useClickLock';
import { isPlainClick, type CategoryNavigationProps } from './CategorySidebar';
import { categoryPath } from '../../entities/category';
import styles from './CategoryDrillDown.module.css';

export const CATEGORY_DRILL_DOWN_TEXT = {
  label: 'Разделы каталога',
  back: 'назад',
  all: 'Все разделы',
} as const;

export interface CategoryDrillDownProps extends CategoryNavigationProps {
  /** 'назад': to the parent, or to the catalogue root. */
  onBack: () => void;
}

/**
 * The catalogue's category list on phones: one level at a time. At the root it lists the root
 * categories; with a category chosen it lists that category's children (a category without
 * children stays marked among its siblings) and offers 'назад'. It never goes deeper than
 * MOBILE_CATEGORY_DEPTH levels, and a double tap within the click lock counts once.
 */
export function CategoryDrillDown({ categories, trail, onSelect, onBack }: CategoryDrillDownProps) {
  const run = useClickLock();
  const path = trail.slice(0, MOBILE_CATEGORY_DEPTH);
  const selected = path.at(-1);
  const atDepthLimit = path.length >= MOBILE_CATEGORY_DEPTH;
  const opensLevel = selected !== undefined && selected.children.length > 0 && !atDepthLimit;
  // The level on screen: the chosen category's children, else the level the chosen one sits in.
  const owner = opensLevel ? selected : path.at(-2);
  const level = owner ? owner.children : categories;
  const levelDepth = opensLevel ? path.length : Math.max(path.length - 1, 0);
  const title = owner?.name ?? CATEGORY_DRILL_DOWN_TEXT.all;

  return (
    <nav aria-label={CATEGORY_DRILL_DOWN_TEXT.label} className={styles.drillDown}>
      <div className={styles.bar}>
        {selected && (
          <button type="button" className={styles.back} onClick={() => run(onBack)}>
            <ChevronLeft size={16} aria-hidden="true" />
            {CATEGORY_DRILL_DOWN_TEXT.back}
          </button>
        )}
        <p className={styles.title}>{title}</p>
      </div>
      <ul className={styles.list}>
        {level.map((category) => {
          const drills = category.children.length > 0 && levelDepth + 1 < MOBILE_CATEGORY_DEPTH;
          return (
            <li key={category.id}>
              <Link
                to={categoryPath(category.slug)}
                className={styles.link}
                aria-current={category.id === selected?.id ? 'page' : undefined}
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  run(() => onSelect(category));
                }}
              >
                <span className={styles.name}>{category.name}</span>
                {drills && <ChevronRight size={16} aria-hidden="true" className={styles.chevron} />}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

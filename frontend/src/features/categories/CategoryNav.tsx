import { NavLink } from 'react-router';
import { categoryPath, type Category } from '../../entities/category';
import styles from './CategoryNav.module.css';

export const CATEGORY_NAV_LABEL = 'Категории товаров';

export interface CategoryNavProps {
  categories: readonly Category[];
}

/**
 * The category tree as navigation: one card per root category (a level-2 heading with its link),
 * its children as nested lists of links to /catalog/{slug}. The link of the open category gets
 * aria-current="page" from NavLink.
 */
export function CategoryNav({ categories }: CategoryNavProps) {
  return (
    <nav aria-label={CATEGORY_NAV_LABEL}>
      <ul className={styles.grid}>
        {categories.map((root) => (
          <li key={root.id} className={styles.card}>
            <h2 className={styles.rootHeading}>
              <NavLink to={categoryPath(root.slug)} end className={styles.rootLink}>
                <CategoryMark category={root} />
                <span className={styles.rootName}>{root.name}</span>
              </NavLink>
            </h2>
            {root.children.length > 0 && <CategoryBranch categories={root.children} depth={1} />}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function CategoryBranch({ categories, depth }: { categories: readonly Category[]; depth: number }) {
  return (
    <ul className={depth === 1 ? styles.children : styles.grandchildren}>
      {categories.map((category) => (
        <li key={category.id}>
          <NavLink to={categoryPath(category.slug)} end className={styles.link}>
            {category.name}
          </NavLink>
          {category.children.length > 0 && (
            <CategoryBranch categories={category.children} depth={depth + 1} />
          )}
        </li>
      ))}
    </ul>
  );
}

const IMAGE_URL = /^(https?:\/\/|\/)/;

/**
 * Decorative 32 px tile: the category's icon or image when it is a URL, else its initial (drawn by
 * CSS from data-initial, so it is neither read out nor copied with the name).
 */
function CategoryMark({ category }: { category: Category }) {
  const src = [category.icon, category.image].find((value) => value != null && IMAGE_URL.test(value));
  if (src) {
    return (
      <span className={styles.mark} aria-hidden="true">
        <img src={src} alt="" width={32} height={32} loading="lazy" decoding="async" />
      </span>
    );
  }
  const initial = category.name.trim().charAt(0).toLocaleUpperCase('ru-RU');
  return <span className={styles.mark} aria-hidden="true" data-initial={initial} />;
}

import { ChevronRight } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { CATEGORY_NAV_LABEL } from './CategoryNav';
import { categoryPath, type Category } from '../../entities/category';
import styles from './CategorySidebar.module.css';

export const CATEGORY_SIDEBAR_TEXT = {
  all: 'Весь каталог',
  expand: (name: string) => `Показать подкатегории: ${name}`,
  collapse: (name: string) => `Скрыть подкатегории: ${name}`,
} as const;

/** What both of the catalogue's category navigations (the sidebar, the phone's drill-down) are given. */
export interface CategoryNavigationProps {
  categories: readonly Category[];
  /** The chosen category and its ancestors, root first; empty at the catalogue root. */
  trail: readonly Category[];
  /** A plain click on a category; the link's own navigation is cancelled, the caller decides. */
  onSelect: (category: Category) => void;
}

export interface CategorySidebarProps extends CategoryNavigationProps {
  /** A plain click on 'Весь каталог'. */
  onSelectRoot: () => void;
}

/** A left click without modifiers: the link opens here, not in a new tab or window. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The catalogue's desktop sidebar: the category tree as nested link lists. The branch of the
 * chosen category is open; any other branch opens with its disclosure button without leaving the
 * page. Links keep their href, so a category can be opened in a new tab.
 */
export function CategorySidebar({ categories, trail, onSelect, onSelectRoot }: CategorySidebarProps) {
  const selected = trail.at(-1);
  const trailIds = new Set(trail.map((category) => category.id));
  // Branches the user opened or closed by hand; the chosen branch is open unless closed here.
  const [toggled, setToggled] = useState<ReadonlyMap<number, boolean>>(new Map());
  const isOpen = (category: Category) => toggled.get(category.id) ?? trailIds.has(category.id);
  const toggle = (category: Category) =>
    setToggled((current) => new Map(current).set(category.id, !isOpen(category)));

  const renderLevel = (level: readonly Category[], depth: number) => (
    <ul className={depth === 0 ? styles.roots : styles.level}>
      {level.map((category) => {
        const hasChildren = category.children.length > 0;
        const open = hasChildren && isOpen(category);
        const current = category.id === selected?.id;
        return (
          <li key={category.id} className={styles.item}>
            <div
              className={styles.row}
              data-depth={Math.min(depth, 4)}
              data-in-trail={trailIds.has(category.id) || undefined}
            >
              <Link
                to={categoryPath(category.slug)}
                className={styles.link}
                aria-current={current ? 'page' : undefined}
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  onSelect(category);
                }}
              >
                {category.name}
              </Link>
              {hasChildren && (
                <button
                  type="button"
                  className={styles.toggle}
                  aria-expanded={open}
                  aria-label={
                    open
                      ? CATEGORY_SIDEBAR_TEXT.collapse(category.name)
                      : CATEGORY_SIDEBAR_TEXT.expand(category.name)
                  }
                  onClick={() => toggle(category)}
                >
                  <ChevronRight size={16} aria-hidden="true" className={styles.chevron} />
                </button>
              )}
            </div>
            {open && renderLevel(category.children, depth + 1)}
          </li>
        );
      })}
    </ul>
  );

  return (
    <nav aria-label={CATEGORY_NAV_LABEL} className={styles.sidebar}>
      <Link
        to="/catalog"
        className={styles.all}
        aria-current={selected ? undefined : 'page'}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          onSelectRoot();
        }}
      >
        {CATEGORY_SIDEBAR_TEXT.all}
      </Link>
      {renderLevel(categories, 0)}
    </nav>
  );
}

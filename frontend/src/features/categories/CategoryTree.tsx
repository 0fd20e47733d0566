import { Button, Skeleton } from '../../shared/ui';
import { pluralRu } from '../../shared/lib/plural';
import { useCategoryTree } from './api/categoryTree';
import { CategoryNav } from './CategoryNav';
import { countDescendants } from './model';
import styles from './CategoryTree.module.css';

export const CATEGORY_TREE_TEXT = {
  loading: 'Загрузка категорий...',
  error: 'Не удалось загрузить категории',
  retry: 'Повторить',
  empty: 'Категории не найдены',
  emptyHint: 'Каталог пока не заполнен. Обновите страницу чуть позже.',
  refresh: 'Обновить',
} as const;

/**
 * The product category tree with its four states: loading (a skeleton of the same grid, so the
 * page does not jump), error with a retry, empty with a next step, and the tree itself.
 */
export function CategoryTree() {
  const query = useCategoryTree();
  const retry = () => void query.refetch();

  if (query.isPending || (query.isError && query.isFetching)) {
    return <CategoryTreeSkeleton />;
  }

  if (query.isError) {
    return (
      <div className={styles.notice} role="alert">
        <p className={styles.noticeTitle}>{CATEGORY_TREE_TEXT.error}</p>
        <p className={styles.noticeText}>{query.error.message}</p>
        <Button onClick={retry}>{CATEGORY_TREE_TEXT.retry}</Button>
      </div>
    );
  }

  const tree = query.data;
  if (tree.length === 0) {
    return (
      <div className={styles.notice}>
        <p className={styles.noticeTitle}>{CATEGORY_TREE_TEXT.empty}</p>
        <p className={styles.noticeText}>{CATEGORY_TREE_TEXT.emptyHint}</p>
        <Button onClick={retry} disabled={query.isFetching}>
          {CATEGORY_TREE_TEXT.refresh}
        </Button>
      </div>
    );
  }

  const nested = countDescendants(tree);
  return (
    <div aria-busy={query.isFetching || undefined}>
      <p className={styles.summary}>
        {`${tree.length} ${pluralRu(tree.length, ['раздел', 'раздела', 'разделов'])} · ${nested} ${pluralRu(nested, ['подкатегория', 'подкатегории', 'подкатегорий'])}`}
      </p>
      <CategoryNav categories={tree} />
    </div>
  );
}

const SKELETON_CARDS = [4, 3, 5, 3, 4, 2, 4, 3];

export function CategoryTreeSkeleton() {
  return (
    <div>
      <p className={styles.summary} role="status">
        {CATEGORY_TREE_TEXT.loading}
      </p>
      <ul className={styles.grid} aria-hidden="true" data-testid="category-tree-skeleton">
        {SKELETON_CARDS.map((lines, card) => (
          <li key={card} className={styles.card}>
            <div className={styles.rootHeading}>
              <span className={styles.rootLink}>
                <Skeleton className={styles.markSkeleton} width={32} height={32} />
                <Skeleton width={`${55 + ((card * 17) % 35)}%`} height={14} />
              </span>
            </div>
            <ul className={styles.children}>
              {Array.from({ length: lines }, (_, line) => (
                <li key={line} className={styles.skeletonLine}>
                  <Skeleton width={`${45 + ((card * 7 + line * 13) % 45)}%`} height={12} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}

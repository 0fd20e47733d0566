import { useParams } from 'react-router';
import { useRouteHandleValue } from '../../shared/lib/routeHandle';
import { useCategoryTree } from './api/categoryTree';
import { CategoryTree } from './CategoryTree';
import { findCategoryBySlug } from './model';
import styles from './CategoriesPage.module.css';

/**
 * '/', '/catalog' and '/catalog/{category}' for now: the heading and the category tree. On a
 * category route the heading is the category's name (spec: "Heading: the category name").
 */
export function CategoriesPage() {
  const { category: slug } = useParams();
  const { data } = useCategoryTree();
  const routeHeading = useRouteHandleValue('heading') ?? 'Каталог';
  const current = slug && data ? findCategoryBySlug(data, slug) : undefined;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{current?.name ?? routeHeading}</h1>
        <p className={styles.lead}>
          Запасные части для грузовых вагонов и промышленного оборудования по разделам каталога.
        </p>
      </header>
      <CategoryTree />
    </div>
  );
}

export default CategoriesPage;

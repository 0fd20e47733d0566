import { ArrowRight, ShieldCheck, Truck, Warehouse, type LucideIcon } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  servicesPath,
  usePage,
  useServiceCategories,
  type HomePage as HomeContent,
} from '../../entities/content';
import { ProductCard, ProductCardSkeleton, useProducts } from '../../entities/product';
import { categoryPath, useCategoryTree } from '../../entities/category';
import { HOME_PRODUCTS } from '../../shared/config/limits';
import { CategoryGrid, CategoryGridSkeleton, LoadingNote, NearViewport, Skeleton } from '../../shared/ui';
import { useMediaQuery } from './useMediaQuery';
import styles from './HomePage.module.css';

// The carousel (Embla) is only for phones: loaded there, never on a desktop's first visit.
// The module is imported directly, not through the ui barrel, so it becomes its own chunk.
// The feedback form sits at the bottom: it loads when the visitor scrolls toward it.
const FeedbackForm = lazy(() =>
  import('../../features/feedback').then((module) => ({ default: module.FeedbackForm })),
);
const Slider = lazy(() => import('../../shared/ui/Slider').then((module) => ({ default: module.Slider })));

export const HOME_TEXT = {
  toCatalog: 'Перейти в каталог',
  toServices: 'Все услуги',
  loading: 'Загрузка...',
  categories: 'Категории товаров',
  allCategories: 'Весь каталог',
  categoriesEmpty: 'Категории скоро появятся',
  services: 'Наши услуги',
  allServices: 'Все услуги',
  servicesEmpty: 'Услуги скоро появятся',
  advantages: 'Наши преимущества',
  products: 'Товары месяца',
  productsEmpty: 'Товары месяца скоро появятся',
  feedback: 'Остались вопросы?',
  feedbackNote: 'Оставьте вопрос — менеджер площадки ответит по телефону или на e-mail.',
} as const;

/** Below this width the advantages are a slider (spec: 'on mobile'). */
export const MOBILE_QUERY = '(max-width: 767px)';

const ADVANTAGE_ICONS: readonly LucideIcon[] = [ShieldCheck, Warehouse, Truck];

function Block({
  id,
  title,
  link,
  children,
}: {
  id: string;
  title: string;
  link?: { to: string; text: string };
  children: ReactNode;
}) {
  return (
    <section className={styles.block} aria-labelledby={id}>
      <div className={styles.blockHeader}>
        <h2 id={id} className={styles.blockTitle}>
          {title}
        </h2>
        {link && (
          <Link to={link.to} className={styles.blockLink}>
            {link.text}
            <ArrowRight size={16} aria-hidden="true" />
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

/** A failed home content load is only logged; the banner then has no text of its own. */
function Banner({ content, pending }: { content: HomeContent | undefined; pending: boolean }) {
  const title = content?.banner?.title;
  const description = content?.banner?.description;
  return (
    <section
      className={styles.banner}
      aria-labelledby={title ? 'home-title' : undefined}
      aria-busy={pending || undefined}
    >
      {pending ? (
        <div className={styles.bannerText}>
          <LoadingNote>{HOME_TEXT.loading}</LoadingNote>
          <div className={styles.bannerSkeleton} aria-hidden="true">
            <Skeleton width="85%" height={30} />
            <Skeleton width="55%" height={30} />
          </div>
          <div className={styles.bannerSkeleton} aria-hidden="true">
            <Skeleton width="100%" height={16} />
            <Skeleton width="90%" height={16} />
          </div>
        </div>
      ) : (
        (title || description) && (
          <div className={styles.bannerText}>
            {title && (
              <h1 id="home-title" className={styles.bannerTitle}>
                {title}
              </h1>
            )}
            {description && <p className={styles.bannerDescription}>{description}</p>}
          </div>
        )
      )}
      <div className={styles.bannerActions}>
        <Link to="/catalog" className={`${styles.cta} ${styles.ctaPrimary}`}>
          {HOME_TEXT.toCatalog}
        </Link>
        <Link to={servicesPath()} className={`${styles.cta} ${styles.ctaSecondary}`}>
          {HOME_TEXT.toServices}
        </Link>
      </div>
    </section>
  );
}

function AdvantageCard({ index, title, description }: { index: number; title: string; description: string }) {
  const Icon = ADVANTAGE_ICONS[index % ADVANTAGE_ICONS.length] ?? ShieldCheck;
  return (
    <div className={styles.advantage}>
      <span className={styles.advantageIcon} aria-hidden="true">
        <Icon size={22} />
      </span>
      <h3 className={styles.advantageTitle}>{title}</h3>
      <p className={styles.advantageText}>{description}</p>
    </div>
  );
}

function Advantages({ content, pending }: { content: HomeContent | undefined; pending: boolean }) {
  const mobile = useMediaQuery(MOBILE_QUERY);
  const items = (content?.advantages ?? []).filter((item) => item?.title || item?.description).slice(0, 3);

  if (pending) {
    return (
      <div className={`${styles.block} ${styles.advantages}`} aria-hidden="true">
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index} className={styles.advantage}>
            <Skeleton width={40} height={40} />
            <Skeleton width="60%" height={18} />
            <div className={styles.skeletonLines}>
              <Skeleton height={13} />
              <Skeleton width="80%" height={13} />
            </div>
          </div>
        ))}
      </div>
    );
  }
  // A failed load of the home content is only logged; the block stays away.
  if (items.length === 0) return null;

  const cards = items.map((item, index) => (
    <AdvantageCard key={index} index={index} title={item.title} description={item.description} />
  ));
  const grid = (
    <section className={styles.block} aria-label={HOME_TEXT.advantages}>
      <ul className={styles.advantages}>
        {cards.map((card, index) => (
          <li key={index} className={styles.advantageCell}>
            {card}
          </li>
        ))}
      </ul>
    </section>
  );
  if (!mobile) return grid;
  // The slider is a labelled carousel region of its own.
  return (
    <Suspense fallback={grid}>
      <Slider label={HOME_TEXT.advantages} autoplay slidesPerView={{ base: 1 }} className={styles.block}>
        {cards}
      </Slider>
    </Suspense>
  );
}

function ProductCategories() {
  const tree = useCategoryTree();
  if (tree.isPending) return <CategoryGridSkeleton count={5} />;
  const items = (tree.data ?? []).map((category) => ({
    id: category.id,
    name: category.name,
    href: categoryPath(category.slug),
    image: category.image ?? category.icon,
  }));
  if (items.length === 0) return <p className={styles.muted}>{HOME_TEXT.categoriesEmpty}</p>;
  return <CategoryGrid items={items} />;
}

function ServiceCategories() {
  const categories = useServiceCategories();
  if (categories.isPending) return <CategoryGridSkeleton count={5} />;
  const items = (categories.data ?? [])
    .filter((category) => category.parentId === null)
    .map((category) => ({
      id: category.id,
      name: category.name,
      href: servicesPath(category.slug),
      image: category.image,
    }));
  if (items.length === 0) return <p className={styles.muted}>{HOME_TEXT.servicesEmpty}</p>;
  return <CategoryGrid items={items} />;
}

function ProductsOfMonth() {
  const products = useProducts({ limit: HOME_PRODUCTS, page: 1 });
  if (products.isPending) {
    return (
      <div className={styles.products}>
        {Array.from({ length: HOME_PRODUCTS }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  const items = (products.data?.products ?? []).slice(0, HOME_PRODUCTS);
  // The failure is only logged; the block says the products are on their way.
  if (items.length === 0) return <p className={styles.placeholder}>{HOME_TEXT.productsEmpty}</p>;
  return (
    <ul className={styles.products}>
      {items.map((product) => (
        <li key={product.id} className={styles.productCell}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}

/** The home page. */
export function HomePage() {
  const page = usePage('home');
  const pending = page.isPending;

  return (
    <div className={styles.page}>
      <Banner content={page.data} pending={pending} />

      <Block
        id="home-categories"
        title={HOME_TEXT.categories}
        link={{ to: '/catalog', text: HOME_TEXT.allCategories }}
      >
        <ProductCategories />
      </Block>

      <Block
        id="home-services"
        title={HOME_TEXT.services}
        link={{ to: servicesPath(), text: HOME_TEXT.allServices }}
      >
        <ServiceCategories />
      </Block>

      <Advantages content={page.data} pending={pending} />

      <Block
        id="home-products"
        title={HOME_TEXT.products}
        link={{ to: '/catalog', text: HOME_TEXT.allCategories }}
      >
        <ProductsOfMonth />
      </Block>

      <section className={`${styles.block} ${styles.feedback}`} aria-labelledby="home-feedback">
        <div className={styles.feedbackIntro}>
          <h2 id="home-feedback" className={styles.blockTitle}>
            {HOME_TEXT.feedback}
          </h2>
          <p className={styles.muted}>{HOME_TEXT.feedbackNote}</p>
        </div>
        <NearViewport>
          <FeedbackForm source="home" labelledBy="home-feedback" />
        </NearViewport>
      </section>
    </div>
  );
}

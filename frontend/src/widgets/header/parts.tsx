import { Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { SITE_NAME } from '../../shared/config/site';
import { NavigationLink, type MenuEntry, type useShellMenus } from '../../entities/content';
import styles from './Header.module.css';

export const HEADER_TEXT = {
  catalog: 'Каталог',
  allCatalog: 'Весь каталог',
  services: 'Услуги',
  allServices: 'Все услуги',
  cart: 'В корзину',
  login: 'Войти',
  cabinet: 'Личный кабинет',
  logout: 'Выйти',
  loading: 'Загрузка...',
  nav: 'Разделы сайта',
} as const;

export function Logo({ hidden = false }: { hidden?: boolean }) {
  return (
    // The name is the visible text plus a hidden ending: what a voice user reads is what they say.
    <Link to="/" className={styles.logo} data-hidden={hidden || undefined}>
      <span className={styles.logoMark} aria-hidden="true">
        ВЗ
      </span>
      <span className={styles.logoText}>{SITE_NAME}</span>{' '}
      <span className="visually-hidden">— на главную</span>
    </Link>
  );
}

/** Service entries carry their icon (spec: "each entry with icon, text and link"). */
export function EntryIcon({ entry }: { entry: MenuEntry }) {
  return entry.image ? (
    <img src={entry.image} alt="" width={20} height={20} className={styles.entryIcon} loading="lazy" />
  ) : (
    <Wrench size={18} aria-hidden="true" className={styles.entryIcon} />
  );
}

/** The two menus of entries, the same in the header's dropdowns and in the burger menu. */
export const entryMenus = (menus: ReturnType<typeof useShellMenus>) =>
  [
    {
      label: HEADER_TEXT.catalog,
      entries: menus.categories,
      loading: menus.categoriesLoading,
      all: { text: HEADER_TEXT.allCatalog, href: '/catalog' },
      withIcons: false,
    },
    {
      label: HEADER_TEXT.services,
      entries: menus.services,
      loading: menus.servicesLoading,
      all: { text: HEADER_TEXT.allServices, href: '/services' },
      withIcons: true,
    },
  ] as const;

/** The site menu's items (the admin's navigation), each a list item. */
export function NavigationItems({
  entries,
  linkClass,
}: {
  entries: readonly MenuEntry[];
  linkClass: string | undefined;
}) {
  return entries.map((entry) => (
    <li key={entry.key}>
      <NavigationLink entry={entry} className={linkClass} />
    </li>
  ));
}

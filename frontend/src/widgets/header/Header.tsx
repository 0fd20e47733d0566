import { ChevronDown, CircleUserRound, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { accountLinks, sectionLinks } from '../../entities/cabinet';
import { useCartCount, useGuestCartMerge } from '../../entities/cart';
import { useShellMenus, type MenuEntry } from '../../entities/content';
import { useUnreadCount } from '../../entities/notification';
import { useGuestPicksMerge } from '../../entities/quote-pick';
import { LazyAuthPanel, preloadAuthPanel, useLogout, type AuthMode } from '../../features/auth';
import { SearchBox } from '../../features/search';
import {
  ROLE_LABELS,
  authButtonLabel,
  isAuthenticated,
  profileMenuName,
  useSession,
} from '../../shared/session';
import type { DropdownEntry } from './DropdownPanel';
import { LazyDropdown } from './LazyDropdown';
import { MobileMenu } from './MobileMenu';
import { EntryIcon, HEADER_TEXT, Logo, NavigationItems, entryMenus } from './parts';
import { useLogoVisible } from './useLogoVisible';
import styles from './Header.module.css';

function HeaderDropdown(props: {
  label: string;
  entries: MenuEntry[];
  loading: boolean;
  all: { text: string; href: string };
  withIcons?: boolean;
}) {
  const entries: DropdownEntry[] = [
    ...(props.loading && props.entries.length === 0
      ? [{ key: 'loading', label: HEADER_TEXT.loading, disabled: true }]
      : []),
    ...props.entries.map((entry) => ({
      key: entry.key,
      href: entry.href,
      label: (
        <>
          {props.withIcons ? <EntryIcon entry={entry} /> : null}
          <span>{entry.text}</span>
        </>
      ),
    })),
    { key: 'all', href: props.all.href, label: props.all.text, emphasis: true },
  ];
  return (
    <LazyDropdown
      triggerClassName={styles.navTrigger}
      trigger={
        <>
          {props.label}
          <ChevronDown size={16} aria-hidden="true" />
        </>
      }
      entries={entries}
    />
  );
}

function AuthControl() {
  const session = useSession();
  const logout = useLogout();
  const [panel, setPanel] = useState<AuthMode | null>(null);
  if (!isAuthenticated(session)) {
    return (
      <>
        <button
          type="button"
          className={styles.action}
          aria-haspopup="dialog"
          aria-expanded={panel !== null}
          onPointerEnter={preloadAuthPanel}
          onFocus={preloadAuthPanel}
          onClick={() => setPanel('login')}
        >
          <CircleUserRound size={18} aria-hidden="true" />
          <span className={styles.actionLabel}>{HEADER_TEXT.login}</span>
        </button>
        <LazyAuthPanel mode={panel} onModeChange={setPanel} />
      </>
    );
  }
  const user = session.user;
  // The header menu shows the profile menu's items and 'Выйти'.
  const entries: DropdownEntry[] = [
    {
      key: 'who',
      caption: true,
      label: (
        <>
          <span className={styles.captionName}>{profileMenuName(user)}</span>
          {user?.role ? <span className={styles.captionMeta}>{ROLE_LABELS[user.role]}</span> : null}
        </>
      ),
    },
    ...sectionLinks(user?.role).map((link) => ({
      key: `section-${link.key}`,
      href: link.href,
      label: link.label,
    })),
    ...accountLinks(user).map((link, index) => ({
      key: link.key,
      href: link.href,
      label: link.label,
      separator: index === 0,
    })),
    { key: 'logout', onSelect: () => void logout(), label: HEADER_TEXT.logout, emphasis: true },
  ];
  return (
    <LazyDropdown
      align="end"
      triggerClassName={styles.action}
      trigger={
        <>
          <CircleUserRound size={18} aria-hidden="true" />
          {/* A company's name may be cut here: hovering shows it whole. */}
          <span className={styles.actionLabel} title={authButtonLabel(user)}>
            {authButtonLabel(user)}
          </span>
          <UnreadBadge />
          <ChevronDown size={14} aria-hidden="true" />
        </>
      }
      entries={entries}
    />
  );
}

/** Unread notifications on the account button (ADR 0029). */
function UnreadBadge() {
  const unread = useUnreadCount();
  if (unread === 0) return null;
  return (
    <span className={styles.unread} aria-label={`непрочитанных уведомлений: ${unread}`}>
      {unread > 99 ? '99+' : unread}
    </span>
  );
}

/** Lines in the basket on the header's cart button, live with every change (ADR 0068). */
function CartBadge() {
  const count = useCartCount();
  if (count === 0) return null;
  return (
    <span className={styles.unread} data-testid="cart-count" aria-label={`строк в корзине: ${count}`}>
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** The header of every page. */
export function Header() {
  const logoVisible = useLogoVisible();
  const menus = useShellMenus();
  // A basket gathered as a guest joins the buyer's at sign-in, on whatever page that happens.
  useGuestCartMerge();
  useGuestPicksMerge();
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <MobileMenu menus={menus} />
        <Logo hidden={!logoVisible} />
        <div className={styles.search}>
          <SearchBox variant="header" />
        </div>
        <div className={styles.actions}>
          <Link to="/cart" className={styles.action}>
            <ShoppingCart size={18} aria-hidden="true" />
            <span className={styles.actionLabel}>{HEADER_TEXT.cart}</span>
            <CartBadge />
          </Link>
          <AuthControl />
        </div>
      </div>
      {/* The page's first paint waits for this element (index.html, `rel="expect"`). */}
      <nav id="site-nav" aria-label={HEADER_TEXT.nav} className={styles.navRow}>
        <ul className={styles.navList}>
          {entryMenus(menus).map((menu) => (
            <li key={menu.label}>
              <HeaderDropdown {...menu} />
            </li>
          ))}
          <NavigationItems entries={menus.navigationBar} linkClass={styles.navLink} />
        </ul>
      </nav>
    </header>
  );
}

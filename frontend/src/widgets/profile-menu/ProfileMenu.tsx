import {
  Bell,
  Building2,
  Calculator,
  ChevronDown,
  ClipboardCheck,
  ClipboardList,
  FileText,
  FolderTree,
  LayoutDashboard,
  LogOut,
  MessageSquare,
  Network,
  Package,
  PackageCheck,
  PanelLeftClose,
  PanelLeftOpen,
  Settings,
  ShoppingBag,
  Tags,
  UserRound,
  Users,
  Warehouse,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  CABINET_TEXT,
  SECTION_LABELS,
  accountLinks,
  sectionLinks,
  selectSection,
  type SectionId,
} from '../../entities/cabinet';
import { useUnreadCount } from '../../entities/notification';
import { useLogout } from '../../features/auth';
import {
  ROLE_LABELS,
  STORAGE_KEYS,
  profileMenuName,
  readItem,
  useSession,
  writeItem,
} from '../../shared/session';
import { Avatar } from '../../shared/ui';
import styles from './ProfileMenu.module.css';

export const PROFILE_MENU_TEXT = {
  nav: 'Меню личного кабинета',
  collapse: 'Свернуть меню',
  expand: 'Развернуть меню',
  sections: 'Разделы',
  /** Said before the current section on the phone's menu button. */
  current: 'Раздел кабинета:',
} as const;

const SECTION_ICONS: Record<SectionId, LucideIcon> = {
  notifications: Bell,
  'user-management': Users,
  'product-moderation': PackageCheck,
  'service-moderation': ClipboardCheck,
  'order-moderation': ClipboardList,
  categories: FolderTree,
  'categories-services': Network,
  'site-management': Settings,
  messages: MessageSquare,
  profile: UserRound,
  contracts: FileText,
  products: Package,
  services: Wrench,
  warehouses: Warehouse,
  accounting: Calculator,
  company: Building2,
  orders: ShoppingBag,
  'sell-parts': Tags,
};

const ACCOUNT_ICONS: Record<string, LucideIcon> = { cabinet: LayoutDashboard, company: Building2 };

function readCollapsed(): boolean {
  return readItem(STORAGE_KEYS.profileMenuCollapsed) === 'true';
}

/**
 * The cabinet's profile menu: avatar (a default icon without one), the full name
 * (else e-mail, else 'Пользователь'), the role's sections, the links /profile and /company, and
 * 'Выход'. On desktop it collapses from 280 px to 72 px of icons; the choice is remembered. On a
 * phone the lists fold under one button that names the current section (ADR 0057).
 */
export function ProfileMenu({ active }: { active: SectionId | null }) {
  const { user } = useSession();
  const logout = useLogout();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const listId = useId();
  const toggle = () => {
    const next = !collapsed;
    setCollapsed(next);
    writeItem(STORAGE_KEYS.profileMenuCollapsed, String(next));
  };
  const name = profileMenuName(user);
  const unread = useUnreadCount();

  // Phones: the sections fold under a button naming the current one; a new section folds them again.
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(active);
  if (openedAt !== active) {
    setOpenedAt(active);
    setOpen(false);
  }
  const ActiveIcon = active ? SECTION_ICONS[active] : LayoutDashboard;
  const activeLabel = active ? SECTION_LABELS[active] : CABINET_TEXT.cabinet;

  return (
    <nav
      className={styles.menu}
      aria-label={PROFILE_MENU_TEXT.nav}
      data-collapsed={collapsed || undefined}
      data-open={open || undefined}
    >
      <div className={styles.top}>
        <Avatar src={user?.avatar} size="small" />
        <div className={styles.who}>
          <span className={styles.name} title={name}>
            {name}
          </span>
          {user?.role ? <span className={styles.role}>{ROLE_LABELS[user.role]}</span> : null}
        </div>
        <button
          type="button"
          className={styles.toggle}
          onClick={toggle}
          aria-expanded={!collapsed}
          aria-controls={listId}
          aria-label={collapsed ? PROFILE_MENU_TEXT.expand : PROFILE_MENU_TEXT.collapse}
          title={collapsed ? PROFILE_MENU_TEXT.expand : PROFILE_MENU_TEXT.collapse}
        >
          {collapsed ? (
            <PanelLeftOpen size={18} aria-hidden="true" />
          ) : (
            <PanelLeftClose size={18} aria-hidden="true" />
          )}
        </button>
      </div>
      <button
        type="button"
        className={styles.phoneToggle}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${PROFILE_MENU_TEXT.current} ${activeLabel}`}
        onClick={() => setOpen(!open)}
      >
        <ActiveIcon size={18} aria-hidden="true" className={styles.icon} />
        <span className={styles.label}>{activeLabel}</span>
        <ChevronDown size={18} aria-hidden="true" className={styles.chevron} />
      </button>
      <div id={listId} className={styles.lists}>
        <ul className={styles.list} aria-label={PROFILE_MENU_TEXT.sections}>
          {sectionLinks(user?.role).map((link) => {
            const Icon = link.section ? SECTION_ICONS[link.section] : UserRound;
            return (
              <li key={link.key}>
                <Link
                  to={link.href}
                  className={styles.item}
                  aria-current={link.section === active ? 'page' : undefined}
                  title={collapsed ? link.label : undefined}
                  onClick={() => {
                    if (link.section) selectSection(user?.role, link.section);
                  }}
                >
                  <Icon size={18} aria-hidden="true" className={styles.icon} />
                  <span className={styles.label}>{link.label}</span>
                  {link.section === 'notifications' && unread > 0 ? (
                    <span className={styles.count} aria-label={`непрочитанных: ${unread}`}>
                      {unread > 99 ? '99+' : unread}
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
        <ul className={`${styles.list} ${styles.account}`}>
          {accountLinks(user).map((link) => {
            const Icon = ACCOUNT_ICONS[link.key] ?? LayoutDashboard;
            return (
              <li key={link.key}>
                <Link to={link.href} className={styles.item} title={collapsed ? link.label : undefined}>
                  <Icon size={18} aria-hidden="true" className={styles.icon} />
                  <span className={styles.label}>{link.label}</span>
                </Link>
              </li>
            );
          })}
          <li>
            <button
              type="button"
              className={`${styles.item} ${styles.logout}`}
              onClick={() => void logout()}
              title={collapsed ? CABINET_TEXT.logout : undefined}
            >
              <LogOut size={18} aria-hidden="true" className={styles.icon} />
              <span className={styles.label}>{CABINET_TEXT.logout}</span>
            </button>
          </li>
        </ul>
      </div>
    </nav>
  );
}

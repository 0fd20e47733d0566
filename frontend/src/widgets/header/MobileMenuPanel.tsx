import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useLogout } from '../../features/auth';
import { SearchBox } from '../../features/search';
import { authButtonLabel, isAuthenticated, useSession } from '../../shared/session';
import type { useShellMenus } from '../../entities/content';
import { EntryIcon, HEADER_TEXT, Logo, NavigationItems, entryMenus } from './parts';
import { MOBILE_MENU_TEXT } from './mobileMenuText';
import styles from './MobileMenu.module.css';

/**
 * The burger side menu of small screens: the same items as the header. Loaded
 * when the burger is first pressed, so the dialog code stays out of the first page load.
 */
export default function MobileMenuPanel(props: {
  menus: ReturnType<typeof useShellMenus>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { menus, open, onOpenChange: setOpen } = props;
  const location = useLocation();
  const session = useSession();
  const logout = useLogout();

  // Following any link inside the menu closes it (a change of address, not the first render).
  const address = `${location.pathname}${location.search}`;
  const openedAt = useRef(address);
  useEffect(() => {
    if (openedAt.current === address) return;
    openedAt.current = address;
    setOpen(false);
  }, [address, setOpen]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.panel} aria-describedby={undefined}>
          <div className={styles.top}>
            <Dialog.Title className={styles.visuallyHidden}>{MOBILE_MENU_TEXT.title}</Dialog.Title>
            <Logo />
            <Dialog.Close className={styles.close} aria-label={MOBILE_MENU_TEXT.close}>
              <X size={22} aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className={styles.body}>
            <SearchBox variant="menu" />
            <nav aria-label={MOBILE_MENU_TEXT.title}>
              {entryMenus(menus).map((menu) => (
                <section key={menu.label} className={styles.group}>
                  <h2 className={styles.groupTitle}>{menu.label}</h2>
                  <ul className={styles.list}>
                    {menu.entries.map((entry) => (
                      <li key={entry.key}>
                        <Link to={entry.href} className={styles.link}>
                          {menu.withIcons && <EntryIcon entry={entry} />}
                          {entry.text}
                        </Link>
                      </li>
                    ))}
                    <li>
                      <Link to={menu.all.href} className={`${styles.link} ${styles.all}`}>
                        {menu.all.text}
                      </Link>
                    </li>
                  </ul>
                </section>
              ))}
              {menus.navigationBar.length > 0 ? (
                <section className={styles.group}>
                  <h2 className={styles.groupTitle}>{HEADER_TEXT.nav}</h2>
                  <ul className={styles.list}>
                    <NavigationItems entries={menus.navigationBar} linkClass={styles.link} />
                  </ul>
                </section>
              ) : null}
            </nav>
          </div>
          <div className={styles.footer}>
            <Link to="/cart" className={styles.footerAction}>
              {HEADER_TEXT.cart}
            </Link>
            {isAuthenticated(session) ? (
              <>
                <Link to="/profile" className={styles.footerAction}>
                  {authButtonLabel(session.user)}
                </Link>
                <button type="button" className={styles.footerAction} onClick={() => void logout()}>
                  {HEADER_TEXT.logout}
                </button>
              </>
            ) : (
              <Link to="/login" className={`${styles.footerAction} ${styles.primary}`}>
                {HEADER_TEXT.login}
              </Link>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import { useEffect } from 'react';
import { Link, NavLink, Outlet, ScrollRestoration } from 'react-router';
import { SITE_NAME } from '../../shared/config/site';
import { useRouteTitle } from '../../shared/lib/routeHandle';
import styles from './AppLayout.module.css';

/** The shell every page grows in: skip link, header, main landmark, footer. */
export function AppLayout() {
  const title = useRouteTitle();
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        Перейти к содержимому
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Link to="/" className={styles.logo}>
            <span className={styles.logoMark} aria-hidden="true">
              ВЗ
            </span>
            <span>{SITE_NAME}</span>
          </Link>
          <nav aria-label="Основное меню" className={styles.menu}>
            <ul className={styles.menuList}>
              <li>
                <NavLink to="/catalog" className={styles.menuLink}>
                  Каталог
                </NavLink>
              </li>
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <div className={styles.container}>
          <Outlet />
        </div>
      </main>
      <footer className={styles.footer}>
        <div className={styles.container}>
          <p>
            © <span className="tabular">{new Date().getFullYear()}</span> {SITE_NAME}. Маркетплейс запасных
            частей для грузовых вагонов.
          </p>
        </div>
      </footer>
      <ScrollRestoration />
    </div>
  );
}

import { Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { contactValue, usePage } from '../../entities/content';
import { SITE_NAME } from '../../shared/config/site';
import { NavigationLink, useShellMenus } from '../header';
import styles from './Footer.module.css';

export const FOOTER_TEXT = {
  catalog: 'Каталог',
  services: 'Услуги',
  pages: 'Информация',
  contacts: 'Контакты',
  contactsLink: 'Связаться с нами',
} as const;

const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The footer of every page (spec, section 2 "Footer"). */
export function Footer() {
  const menus = useShellMenus();
  const contacts = usePage('contacts');
  const phone = contactValue(contacts.data, 'Телефон');
  const email = contactValue(contacts.data, 'Email');
  const address = contactValue(contacts.data, 'Адрес');
  const pages = menus.navigation.filter((entry) => entry.href !== '/contacts');

  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <nav aria-labelledby="footer-catalog" className={styles.column}>
          <h2 id="footer-catalog" className={styles.title}>
            {FOOTER_TEXT.catalog}
          </h2>
          <ul className={styles.list}>
            {menus.categories.map((entry) => (
              <li key={entry.key}>
                <Link to={entry.href} className={styles.link}>
                  {entry.text}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-services" className={styles.column}>
          <h2 id="footer-services" className={styles.title}>
            {FOOTER_TEXT.services}
          </h2>
          <ul className={styles.list}>
            {menus.services.map((entry) => (
              <li key={entry.key}>
                <Link to={entry.href} className={styles.link}>
                  {entry.text}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-pages" className={styles.column}>
          <h2 id="footer-pages" className={styles.title}>
            {FOOTER_TEXT.pages}
          </h2>
          <ul className={styles.list}>
            {pages.map((entry) => (
              <li key={entry.key}>
                <NavigationLink entry={entry} className={styles.link} />
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contacts" className={styles.column}>
          <h2 id="footer-contacts" className={styles.title}>
            {FOOTER_TEXT.contacts}
          </h2>
          <ul className={styles.list}>
            <li>
              <Link to="/contacts" className={styles.link}>
                {FOOTER_TEXT.contactsLink}
              </Link>
            </li>
            {phone ? (
              <li>
                <a href={phoneHref(phone)} className={styles.contact}>
                  <Phone size={14} aria-hidden="true" />
                  <span className="tabular">{phone}</span>
                </a>
              </li>
            ) : null}
            {email ? (
              <li>
                <a href={`mailto:${email}`} className={styles.contact}>
                  <Mail size={14} aria-hidden="true" />
                  {email}
                </a>
              </li>
            ) : null}
            {address ? <li className={styles.address}>{address}</li> : null}
          </ul>
        </section>
      </div>
      <div className={styles.bottom}>
        <p>
          © <span className="tabular">{new Date().getFullYear()}</span> {SITE_NAME}. Маркетплейс запасных частей для
          грузовых вагонов и промышленного оборудования.
        </p>
      </div>
    </footer>
  );
}

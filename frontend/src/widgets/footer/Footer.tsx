import { Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { NavigationLink, contactValue, useShellMenus, usePage, type MenuEntry } from '../../entities/content';
import { SITE_NAME } from '../../shared/config/site';
import styles from './Footer.module.css';

export const FOOTER_TEXT = {
  catalog: 'Каталог',
  services: 'Услуги',
  pages: 'Информация',
  contacts: 'Контакты',
  contactsLink: 'Связаться с нами',
} as const;

const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function LinkColumn({ id, title, entries }: { id: string; title: string; entries: MenuEntry[] }) {
  return (
    <nav aria-labelledby={id} className={styles.column}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.key}>
            <NavigationLink entry={entry} className={styles.link} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The footer of every page. */
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
        <LinkColumn id="footer-catalog" title={FOOTER_TEXT.catalog} entries={menus.categories} />
        <LinkColumn id="footer-services" title={FOOTER_TEXT.services} entries={menus.services} />
        <LinkColumn id="footer-pages" title={FOOTER_TEXT.pages} entries={pages} />
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
          © <span className="tabular">{new Date().getFullYear()}</span> {SITE_NAME}. Маркетплейс запасных
          частей для грузовых вагонов и промышленного оборудования.
        </p>
      </div>
    </footer>
  );
}

import { Clock, ExternalLink, Info, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import { usePage, type ContactsPage as ContactsContent } from '../../entities/content';
import { FeedbackForm } from '../../features/feedback';
import { Button, LoadingNote, Skeleton } from '../../shared/ui';
import styles from './ContactsPage.module.css';

export const CONTACTS_TEXT = {
  title: 'Связаться с нами',
  entries: 'Контактная информация',
  loading: 'Загрузка контактов...',
  unavailable: 'Контактные данные временно недоступны.',
  retry: 'Повторить',
  form: 'Напишите нам',
  formNote: 'Ответим на e-mail в рабочее время, обычно в течение дня.',
  map: 'Карта',
  mapLoading: 'Карта загружается...',
  openMap: 'Открыть на карте',
} as const;

const ICONS: Record<string, LucideIcon> = {
  Адрес: MapPin,
  Телефон: Phone,
  Email: Mail,
  'Режим работы': Clock,
};

/** 'tel:+74951234567' from '+7 (495) 123-45-67'. */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Yandex Maps centred on the office, with a pin (longitude first, as Yandex expects). */
export function yandexMapsUrl({ lat, lng }: { lat: number; lng: number }): string {
  return `https://yandex.ru/maps/?pt=${lng},${lat}&z=16&l=map`;
}

function hasCoordinates(
  value: ContactsContent['mapCoordinates'] | undefined,
): value is { lat: number; lng: number } {
  return Boolean(value) && Number.isFinite(value?.lat) && Number.isFinite(value?.lng);
}

function ContactValue({ type, value }: { type: string; value: string }) {
  if (type === 'Телефон') {
    return (
      <a href={phoneHref(value)} className={`${styles.value} tabular`}>
        {value}
      </a>
    );
  }
  if (type === 'Email') {
    return (
      <a href={`mailto:${value}`} className={styles.value}>
        {value}
      </a>
    );
  }
  return <span className={styles.value}>{value}</span>;
}

/** Contacts: the page's own text and contacts, the question form and the map. */
export function ContactsPage() {
  const page = usePage('contacts');
  const content = page.data;
  // A failed contacts load is only logged; the form still works without it.
  const failed = page.isError && !content;
  const entries = (content?.contacts ?? []).filter((entry) => entry.value?.trim());
  const coordinates = content?.mapCoordinates;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        {page.isPending ? (
          <>
            <LoadingNote>{CONTACTS_TEXT.loading}</LoadingNote>
            <Skeleton width="min(360px, 80%)" height={34} />
            <Skeleton width="min(560px, 100%)" height={20} />
          </>
        ) : (
          <>
            <h1 className={styles.title}>{content?.title || CONTACTS_TEXT.title}</h1>
            {content?.description && <p className={styles.description}>{content.description}</p>}
          </>
        )}
      </header>

      <div className={styles.layout}>
        <div className={styles.info}>
          <section className={styles.card} aria-labelledby="contacts-entries">
            <h2 id="contacts-entries" className="visually-hidden">
              {CONTACTS_TEXT.entries}
            </h2>
            {page.isPending ? (
              <ul className={styles.entries} aria-hidden="true">
                {Array.from({ length: 4 }, (_, index) => (
                  <li key={index} className={styles.entry}>
                    <Skeleton width={20} height={20} className={styles.icon} />
                    <Skeleton width={90} height={12} />
                    <Skeleton width={`${55 + index * 10}%`} height={16} />
                  </li>
                ))}
              </ul>
            ) : failed ? (
              <div className={styles.unavailable}>
                <p>{CONTACTS_TEXT.unavailable}</p>
                <Button size="small" onClick={() => void page.refetch()} disabled={page.isFetching}>
                  {CONTACTS_TEXT.retry}
                </Button>
              </div>
            ) : (
              <dl className={styles.entries}>
                {entries.map((entry, index) => {
                  const Icon = ICONS[entry.type] ?? Info;
                  return (
                    // One div per pair, holding only its dt and dd (HTML: a dl's group); the icon sits in the dt.
                    <div key={`${entry.type}-${index}`} className={styles.entry}>
                      <dt className={styles.label}>
                        <Icon size={20} className={styles.icon} aria-hidden="true" />
                        {entry.type}
                      </dt>
                      <dd className={styles.definition}>
                        <ContactValue type={entry.type} value={entry.value} />
                      </dd>
                    </div>
                  );
                })}
              </dl>
            )}
          </section>

          <section className={styles.mapBlock} aria-labelledby="contacts-map">
            <h2 id="contacts-map" className="visually-hidden">
              {CONTACTS_TEXT.map}
            </h2>
            <div className={styles.map}>
              <MapPin size={28} strokeWidth={1.5} aria-hidden="true" />
              <span>{CONTACTS_TEXT.mapLoading}</span>
            </div>
            {hasCoordinates(coordinates) && (
              <a
                href={yandexMapsUrl(coordinates)}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.mapLink}
              >
                <ExternalLink size={16} aria-hidden="true" />
                {CONTACTS_TEXT.openMap}
              </a>
            )}
          </section>
        </div>

        <section className={`${styles.card} ${styles.formCard}`} aria-labelledby="contacts-form">
          <div className={styles.formHeader}>
            <h2 id="contacts-form" className={styles.formTitle}>
              {CONTACTS_TEXT.form}
            </h2>
            <p className={styles.formNote}>{CONTACTS_TEXT.formNote}</p>
          </div>
          <FeedbackForm source="contacts" labelledBy="contacts-form" />
        </section>
      </div>
    </div>
  );
}

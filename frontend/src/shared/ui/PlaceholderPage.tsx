import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import styles from './PlaceholderPage.module.css';

export const PLACEHOLDER_TEXT = {
  title: 'Добро пожаловать',
  description: 'Страница в разработке',
  link: 'Изучите другие страницы',
} as const;

export interface PlaceholderPageProps {
  title?: string;
  description?: string;
  /** 1 as a page; lower when it is shown inside another page (the UI kit). */
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/** A page that is not built yet (spec: /help and the like): its title, a note and a way home. */
export function PlaceholderPage({
  title = PLACEHOLDER_TEXT.title,
  description = PLACEHOLDER_TEXT.description,
  headingLevel = 1,
  className,
}: PlaceholderPageProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={className ? `${styles.page} ${className}` : styles.page}>
      <span className={styles.mark} aria-hidden="true">
        <Construction size={28} />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      <p className={styles.text}>{description}</p>
      <Link to="/" className={styles.link}>
        {PLACEHOLDER_TEXT.link}
      </Link>
    </section>
  );
}

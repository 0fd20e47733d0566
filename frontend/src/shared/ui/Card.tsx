import { useId, type ReactNode } from 'react';
import styles from './Card.module.css';

export interface CardProps {
  title: ReactNode;
  /** Buttons at the right of the title ('Изменить'). */
  actions?: ReactNode;
  children?: ReactNode;
  /** 2 by default: a card is a part of a page with its own h1. */
  headingLevel?: 2 | 3;
  className?: string;
}

/** A titled block of a cabinet screen: a thin border, the title row, then the content. */
export function Card({ title, actions, children, headingLevel = 2, className }: CardProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={className ? `${styles.card} ${className}` : styles.card} aria-labelledby={id}>
      <header className={styles.header}>
        <Heading id={id} className={styles.title}>
          {title}
        </Heading>
        {actions && <div className={styles.actions}>{actions}</div>}
      </header>
      <div className={styles.body}>{children}</div>
    </section>
  );
}

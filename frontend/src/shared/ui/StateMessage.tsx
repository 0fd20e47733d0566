import { CircleAlert, Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { Spinner } from './Spinner';
import styles from './StateMessage.module.css';

export interface StateMessageProps {
  /** loading and empty are announced politely (role=status), error at once (role=alert). */
  kind: 'loading' | 'empty' | 'error';
  /** The spec's text: 'Загрузка товаров...', 'Товары не найдены', 'Не удалось загрузить новости...'. */
  title: ReactNode;
  description?: ReactNode;
  /** The next step: «Повторить» for an error, «Сбросить» for an empty filter result. */
  action?: ReactNode;
  /** When the state is the whole page (a detail page's «не найдено»), its title is the page's heading. */
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/** The loading, empty and error states of a list or page, in one shape so screens read alike. */
export function StateMessage({
  kind,
  title,
  description,
  action,
  headingLevel,
  className,
}: StateMessageProps) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      className={className ? `${styles.message} ${className}` : styles.message}
      data-kind={kind}
    >
      <span className={styles.icon} aria-hidden="true">
        {kind === 'loading' && <Spinner size="medium" />}
        {kind === 'empty' && <Inbox size={24} />}
        {kind === 'error' && <CircleAlert size={24} />}
      </span>
      <div className={styles.text}>
        <Title className={styles.title}>{title}</Title>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}

import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './StatusPage.module.css';

export interface StatusPageProps {
  /** A status code above the title ('404', '403'); read as decoration. */
  code?: string;
  /** An icon in a tinted square above the title (a page still being built). */
  mark?: ReactNode;
  title: string;
  /** What happened, in a sentence or two. */
  children?: ReactNode;
  /** Where to go from here: StatusLink elements or buttons. */
  actions?: ReactNode;
  /** 1 as a page; lower when it is shown inside another page (the UI kit). */
  headingLevel?: 1 | 2 | 3;
  /** 'alert' where the page tells of a failure. */
  role?: 'alert';
  className?: string;
}

/** A page that tells where the visitor stands (not found, no access, failed, not built yet) and where to go. */
export function StatusPage({
  code,
  mark,
  title,
  children,
  actions,
  headingLevel = 1,
  role,
  className,
}: StatusPageProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={className ? `${styles.page} ${className}` : styles.page}
      role={role}
      aria-labelledby={titleId}
    >
      {code && (
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
      )}
      {mark && (
        <span className={styles.mark} aria-hidden="true">
          {mark}
        </span>
      )}
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      {children && <p className={styles.text}>{children}</p>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}

/** A way out of a status page, drawn as a quiet button. */
export function StatusLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={styles.link}>
      {children}
    </Link>
  );
}

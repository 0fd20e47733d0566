import type { ReactNode } from 'react';
import type { SectionId } from '../../entities/cabinet';
import { Skeleton } from '../../shared/ui';
import { ProfileMenu } from './ProfileMenu';
import styles from './CabinetLayout.module.css';

/**
 * The cabinet's frame: the profile menu beside the section, its title above it. The section screens grow inside it, and so does the placeholder shown while their code
 * loads, so the frame stands from the first frame after sign-in.
 */
export function CabinetLayout({
  active,
  title,
  children,
}: {
  /** The menu's current section; none for a section the role may not open. */
  active: SectionId | null;
  /** The section's title; a grey bar while it is not known yet. */
  title: string | null;
  children: ReactNode;
}) {
  return (
    <div className={styles.cabinet}>
      <ProfileMenu active={active} />
      <section className={styles.content} aria-labelledby="cabinet-title">
        <header className={styles.header}>
          {title ? (
            <h1 id="cabinet-title" className={styles.title}>
              {title}
            </h1>
          ) : (
            <Skeleton width={240} height={28} />
          )}
        </header>
        {children}
      </section>
    </div>
  );
}

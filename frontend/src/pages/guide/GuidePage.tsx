import { HtmlContent, usePage } from '../../entities/content';
import { BusyBlock, RetryState, Skeleton, StateMessage } from '../../shared/ui';
import styles from './GuidePage.module.css';

export const GUIDE_TEXT = {
  title: 'Руководство пользователя',
  toc: 'Содержание',
  loading: 'Загрузка руководства...',
  error: 'Не удалось загрузить руководство',
  retry: 'Повторить',
  empty: 'Разделы руководства пока не добавлены',
} as const;

/** The anchor of a section: stable, ASCII, independent of the title's wording. */
export const guideSectionId = (index: number) => `guide-section-${index + 1}`;

/** Guide: title, description and sections of HTML, with a table of contents. */
export function GuidePage() {
  const page = usePage('guide');

  if (page.isPending) return <GuideSkeleton />;
  if (page.isError && !page.data) {
    return (
      <section className={styles.page} aria-labelledby="guide-title">
        <h1 id="guide-title" className={styles.title}>
          {GUIDE_TEXT.title}
        </h1>
        <RetryState
          query={page}
          title={GUIDE_TEXT.error}
          description={page.error.message}
          retry={GUIDE_TEXT.retry}
        />
      </section>
    );
  }

  const guide = page.data;
  const sections = (guide?.sections ?? []).filter((section) => section.title || section.content);

  return (
    <article className={styles.page} aria-labelledby="guide-title">
      <header className={styles.header}>
        <h1 id="guide-title" className={styles.title}>
          {guide?.title || GUIDE_TEXT.title}
        </h1>
        {guide?.description && <p className={styles.description}>{guide.description}</p>}
      </header>
      {sections.length === 0 ? (
        <StateMessage kind="empty" title={GUIDE_TEXT.empty} />
      ) : (
        <div className={styles.layout}>
          <nav className={styles.toc} aria-labelledby="guide-toc">
            <h2 id="guide-toc" className={styles.tocTitle}>
              {GUIDE_TEXT.toc}
            </h2>
            <ol className={styles.tocList}>
              {sections.map((section, index) => (
                <li key={index}>
                  <a href={`#${guideSectionId(index)}`} className={styles.tocLink}>
                    <span className={styles.tocNumber}>{index + 1}.</span>
                    <span>{section.title}</span>
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className={styles.sections}>
            {sections.map((section, index) => (
              <section
                key={index}
                id={guideSectionId(index)}
                className={styles.section}
                aria-labelledby={`${guideSectionId(index)}-title`}
              >
                <h2 id={`${guideSectionId(index)}-title`} className={styles.sectionTitle}>
                  <span className={styles.sectionNumber}>{index + 1}.</span> {section.title}
                </h2>
                <HtmlContent html={section.content} />
              </section>
            ))}
          </div>
        </div>
      )}
    </article>
  );
}

function GuideSkeleton() {
  return (
    <BusyBlock className={styles.page} label={GUIDE_TEXT.loading}>
      <div className={styles.header} aria-hidden="true">
        <Skeleton width="min(420px, 80%)" height={34} />
        <Skeleton width="min(640px, 100%)" height={20} />
      </div>
      <div className={styles.layout} aria-hidden="true">
        <div className={styles.toc}>
          <Skeleton width={110} height={18} />
          <div className={styles.tocList}>
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} width={`${60 + ((index * 17) % 35)}%`} height={16} />
            ))}
          </div>
        </div>
        <div className={styles.sections}>
          {Array.from({ length: 3 }, (_, index) => (
            <div key={index} className={styles.section}>
              <Skeleton width="45%" height={22} />
              <div className={styles.skeletonLines}>
                <Skeleton height={14} />
                <Skeleton height={14} />
                <Skeleton width="70%" height={14} />
              </div>
            </div>
          ))}
        </div>
      </div>
    </BusyBlock>
  );
}

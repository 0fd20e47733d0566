import { Construction } from 'lucide-react';
import { StatusLink, StatusPage } from './StatusPage';

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
  return (
    <StatusPage
      mark={<Construction size={28} />}
      title={title}
      headingLevel={headingLevel}
      className={className}
      actions={<StatusLink to="/">{PLACEHOLDER_TEXT.link}</StatusLink>}
    >
      {description}
    </StatusPage>
  );
}

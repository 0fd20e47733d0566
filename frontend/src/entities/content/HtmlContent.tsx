import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { sanitizeHtml } from '../../shared/lib/sanitizeHtml';
import { isInternalLink } from './model';
import styles from './HtmlContent.module.css';

export interface HtmlContentProps {
  /** Server HTML (guide sections, news, service descriptions); sanitised here. */
  html: string;
  className?: string;
}

/**
 * Rich text written by editors, sanitised (DOMPurify) and set in the site's type. A plain click
 * on a link to one of our own pages ('/catalog') navigates inside the app instead of reloading it.
 */
export function HtmlContent({ html, className }: HtmlContentProps) {
  const navigate = useNavigate();
  const safe = useMemo(() => sanitizeHtml(html), [html]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    const href = anchor?.getAttribute('href');
    if (
      !anchor ||
      !href ||
      anchor.target === '_blank' ||
      anchor.hasAttribute('download') ||
      !isInternalLink(href)
    )
      return;
    event.preventDefault();
    void navigate(href);
  };

  return (
    // The click handler only upgrades the links inside; they stay ordinary, focusable links.
    <div
      className={className ? `${styles.content} ${className}` : styles.content}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}

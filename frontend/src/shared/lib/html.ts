import { NEWS_EXCERPT_LENGTH, TRUNCATE_LENGTH } from '../config/limits';
import { domWindow } from './htmlWindow';

/*
 * Server HTML (news, guide sections, product descriptions) is written by people in a rich-text
 * editor. It is either reduced to text (cards, excerpts: here) or sanitised before it is rendered
 * (sanitizeHtml.ts, with DOMPurify, which a page of cards does not load).
 */

/** Elements whose text is not content. */
const NON_CONTENT = 'script, style, template, noscript, iframe, object, svg, head';
/** Elements that end a run of text: without a space, '<p>Колёса</p><p>Рамы</p>' would read 'КолёсаРамы'. */
const BLOCKS =
  'address, article, aside, blockquote, br, dd, div, dl, dt, figcaption, figure, footer, h1, h2, h3, h4, h5, h6, header, hr, li, main, nav, ol, p, pre, section, table, td, th, tr, ul';

/**
 * The text of an HTML fragment, entities decoded ('&laquo;СА-3&raquo;' → '«СА-3»') and whitespace
 * collapsed to single spaces. DOMParser builds an inert document: scripts do not run and images are
 * not fetched, unlike assigning to innerHTML.
 */
export function stripHtml(html: string | null | undefined): string {
  if (!html) return '';
  const { body } = new (domWindow().DOMParser)().parseFromString(html, 'text/html');
  body.querySelectorAll(NON_CONTENT).forEach((node) => node.remove());
  body.querySelectorAll(BLOCKS).forEach((node) => node.after(' '));
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Cuts `text` to `length` characters and adds '...' when something was cut. Counts characters as
 * people do (an emoji is one), and drops the space the cut may leave before the ellipsis.
 */
export function truncate(text: string | null | undefined, length: number = TRUNCATE_LENGTH): string {
  if (!text) return '';
  const chars = Array.from(text);
  if (chars.length <= length) return text;
  return `${chars.slice(0, Math.max(0, length)).join('').trimEnd()}...`;
}

/** A card excerpt of server HTML: its text cut to 150 characters plus an ellipsis (spec: news cards). */
export function htmlExcerpt(html: string | null | undefined, length: number = NEWS_EXCERPT_LENGTH): string {
  return truncate(stripHtml(html), length);
}

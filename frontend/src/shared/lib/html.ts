import DOMPurify from 'dompurify';
import { NEWS_EXCERPT_LENGTH, TRUNCATE_LENGTH } from '../config/limits';

/*
 * Server HTML (news, guide sections, product descriptions) is written by people in a rich-text
 * editor. It is either reduced to text (cards, excerpts) or sanitised before it is rendered.
 */

/**
 * The window the helpers parse in: the page's own in the browser; the server renderer of public
 * pages gives a jsdom window, whose parser and serialiser follow the same HTML standard, so both
 * sides write the same markup (ADR 0042).
 */
type HtmlWindow = Window & typeof globalThis;
let htmlWindow: HtmlWindow | undefined;
let purifier: ReturnType<typeof DOMPurify> | undefined;
export function setHtmlWindow(view: HtmlWindow): void {
  htmlWindow = view;
  purifier = undefined;
}
function domWindow(): HtmlWindow {
  const view = htmlWindow ?? (typeof window === 'undefined' ? undefined : window);
  if (!view) throw new Error('Нет окна для разбора HTML');
  return view;
}

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

/** Our own DOMPurify instance, so the hook below does not change sanitising elsewhere in the bundle. */
function getPurifier() {
  if (!purifier) {
    purifier = DOMPurify(domWindow());
    // Links that open a new tab must not hand the new page a handle on ours (window.opener).
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return purifier;
}

/**
 * Server HTML made safe for `dangerouslySetInnerHTML`: HTML only (no SVG or MathML), no scripts,
 * event handlers or javascript: URLs. `target` is kept for links that open in a new tab.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return getPurifier().sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] });
}

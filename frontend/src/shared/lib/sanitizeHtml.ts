import DOMPurify from 'dompurify';
import { domWindow, type HtmlWindow } from './htmlWindow';

let purifier: ReturnType<typeof DOMPurify> | undefined;
/** The window `purifier` was made for: a new one (the server renderer's) gets its own. */
let purifierWindow: HtmlWindow | undefined;

/** Our own DOMPurify instance, so the hook below does not change sanitising elsewhere in the bundle. */
function getPurifier() {
  const view = domWindow();
  if (!purifier || purifierWindow !== view) {
    purifier = DOMPurify(view);
    purifierWindow = view;
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

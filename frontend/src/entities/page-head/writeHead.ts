import { HEAD_TAGS_SELECTOR, headTags, type PageHead } from '../../../../shared/page-head';

/**
 * The document's head made `head`: the very elements the server writes into a document (the shared
 * `headTags`), the previous page's removed (ADR 0059).
 */
export function writeHead(head: PageHead): void {
  for (const element of document.head.querySelectorAll(HEAD_TAGS_SELECTOR)) element.remove();
  for (const { tag, attributes, text } of headTags(head)) {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    if (text !== undefined) element.textContent = text;
    document.head.append(element);
  }
}

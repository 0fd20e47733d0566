// The site's name and its default title come from the one description of the document's head,
// which the server uses too (ADR 0059).
export { DEFAULT_TITLE as DEFAULT_DOCUMENT_TITLE, SITE_NAME } from '../../../../shared/page-head';

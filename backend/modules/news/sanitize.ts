import sanitizeHtml from 'sanitize-html';

/**
 * The HTML a news text may hold: what the admin's editor produces (headings, lists, links, images,
 * tables, quotes), nothing that runs. No script or style, no event handlers (attributes are an
 * allow-list), no `javascript:`/`vbscript:` URLs; `data:` only as an image source.
 */
const SAFE_HREF = /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d][\d\s()-]*|\/(?![/\\])[^\s]*|#[\w-]*)$/i;
const SAFE_IMAGE_SRC =
  /^(https?:\/\/[^\s]+|\/(?![/\\])[^\s]*|data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=]+)$/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'ul',
    'ol',
    'li',
    'blockquote',
    'pre',
    'code',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link that leaves the site opens apart and tells the other site nothing; an address that is
    // neither a site path nor http(s), mailto or tel is dropped, whatever a browser might make of it.
    a: (tagName, attribs) => {
      const { href, ...rest } = attribs;
      if (href === undefined || !SAFE_HREF.test(href)) return { tagName, attribs: rest };
      const external = /^https?:\/\//i.test(href);
      return {
        tagName,
        attribs: external
          ? { ...rest, href, target: '_blank', rel: 'noopener noreferrer nofollow' }
          : { ...rest, href },
      };
    },
    img: (tagName, attribs) => {
      if (attribs.src === undefined || SAFE_IMAGE_SRC.test(attribs.src)) return { tagName, attribs };
      const { src: _unsafe, ...rest } = attribs;
      return { tagName, attribs: rest };
    },
  },
  // An image without a usable source shows nothing: it goes.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export function sanitizeNewsHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The text of an HTML fragment (for checks such as "the text is not empty"). */
export function textOf(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}

// The part of jsdom the suites read documents (HTML, and XML exports) with (parsed, never run): its own type package
// would bring the DOM's types into the backend's compilation.
declare module 'jsdom' {
  interface ParsedNode {
    readonly textContent: string | null;
    getAttribute(name: string): string | null;
    getElementsByTagName(name: string): ArrayLike<ParsedNode> & Iterable<ParsedNode>;
  }
  interface ParsedDocument {
    readonly title: string;
    getElementById(id: string): ParsedNode | null;
    querySelector(selector: string): ParsedNode | null;
    querySelectorAll(selector: string): ArrayLike<ParsedNode> & Iterable<ParsedNode>;
    getElementsByTagName(name: string): ArrayLike<ParsedNode> & Iterable<ParsedNode>;
  }
  export class JSDOM {
    constructor(html?: string);
    readonly window: {
      readonly document: ParsedDocument;
      /** A strict XML parser when the type is 'application/xml': an error gives a <parsererror>. */
      readonly DOMParser: new () => { parseFromString(text: string, type: string): ParsedDocument };
    };
    static fragment(html: string): { readonly textContent: string | null };
  }
}

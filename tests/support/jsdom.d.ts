// The part of jsdom the API suites read documents with (parsed, never run): its own type package
// would bring the DOM's types into the backend's compilation.
declare module 'jsdom' {
  interface ParsedNode {
    readonly textContent: string | null;
    getAttribute(name: string): string | null;
  }
  interface ParsedDocument {
    readonly title: string;
    getElementById(id: string): ParsedNode | null;
    querySelector(selector: string): ParsedNode | null;
    querySelectorAll(selector: string): ArrayLike<ParsedNode> & Iterable<ParsedNode>;
  }
  export class JSDOM {
    constructor(html?: string);
    readonly window: { readonly document: ParsedDocument };
    static fragment(html: string): { readonly textContent: string | null };
  }
}

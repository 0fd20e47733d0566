import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A stylesheet link of the built index.html (Vite writes them so). */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g;

/**
 * The stylesheets of a document's first paint, written into it (ADR 0059): the layout's (the
 * entry's) and the rendered screen's. A linked stylesheet holds the paint for its round trip (300 ms
 * each on a phone's 4G, measured by Lighthouse); these are a few kilobytes. Each `<style>` is
 * followed by its link, `disabled`: never fetched, it tells Vite's loader the sheet is here, so
 * a chunk that names it as a dependency does not load it again.
 */
export class InlineStyles {
  private readonly spaDir: string;
  /** Build assets never change while the server runs: each is read once. */
  private readonly texts = new Map<string, string | null>();

  constructor(spaDir: string) {
    this.spaDir = spaDir;
  }

  /** The stylesheet at `href` (a build asset) inlined; its plain link when it cannot be read. */
  tag(href: string): string {
    const text = this.text(href);
    if (text === null) return `<link rel="stylesheet" crossorigin href="${href}" />`;
    return `<style>${text}</style><link rel="stylesheet" crossorigin href="${href}" disabled />`;
  }

  /** The built index.html with its own stylesheet links inlined. */
  inDocument(html: string): string {
    return html.replace(STYLESHEET_LINK, (_link, href: string) => this.tag(href));
  }

  private text(href: string): string | null {
    if (!this.texts.has(href)) {
      let text: string | null = null;
      // Only files of the build's assets folder, by their plain names.
      if (/^\/assets\/[\w.-]+\.css$/.test(href)) {
        try {
          // A stylesheet cannot end the style block early.
          text = readFileSync(join(this.spaDir, href), 'utf8').replace(/<\/style/gi, '<\\/style');
        } catch {
          text = null;
        }
      }
      this.texts.set(href, text);
    }
    return this.texts.get(href) ?? null;
  }
}

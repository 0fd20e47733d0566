import { describe, expect, it } from 'vitest';
import { XSS_VECTORS } from '../../../tests/support/xss-corpus.ts';
import { sanitizeNewsHtml } from './sanitize.ts';

/** What must never survive: a script element, an event-handler attribute, a script URL. */
function dangerous(html: string): string[] {
  const found: string[] = [];
  if (/<\s*script/i.test(html)) found.push('script element');
  if (/<[^>]+\son[a-z]+\s*=/i.test(html)) found.push('event handler');
  if (/(href|src|action|formaction|background|dynsrc)\s*=\s*["'`]?\s*(javascript|vbscript):/i.test(html))
    found.push('script URL');
  if (/href\s*=\s*["'`]?\s*data:/i.test(html)) found.push('data: link');
  if (
    /<\s*(iframe|object|embed|frame|frameset|style|link|meta|base|form|input|button|svg|math|template)\b/i.test(
      html,
    )
  )
    found.push('forbidden element');
  if (/style\s*=/i.test(html)) found.push('style attribute');
  return found;
}

describe('news HTML sanitizer', () => {
  it.each(XSS_VECTORS.map((vector, index) => [index, vector]))(
    'vector %i leaves nothing that runs',
    (_index, vector) => {
      const clean = sanitizeNewsHtml(`<p>Новость</p>${vector}`);
      expect(dangerous(clean)).toEqual([]);
    },
  );

  it('keeps what the editor writes: headings, lists, links, images, tables, quotes', () => {
    const html =
      '<h2>Итоги</h2><p><strong>Жирный</strong>, <em>курсив</em>, <u>подчёркнутый</u>, <s>зачёркнутый</s>.</p>' +
      '<ul><li>Первый</li></ul><ol><li>Второй</li></ol><blockquote><p>Цитата</p></blockquote>' +
      '<p><a href="/catalog">Каталог</a></p><img src="/uploads/images/a.webp" alt="Рама" />' +
      '<table><thead><tr><th>Деталь</th></tr></thead><tbody><tr><td>СА-3</td></tr></tbody></table>';
    expect(sanitizeNewsHtml(html)).toBe(html);
  });

  it('opens links to other sites apart, telling them nothing', () => {
    expect(sanitizeNewsHtml('<a href="https://rzd.example/">РЖД</a>')).toBe(
      '<a href="https://rzd.example/" target="_blank" rel="noopener noreferrer nofollow">РЖД</a>',
    );
  });

  it('allows data: URLs only as image sources', () => {
    const pixel = 'data:image/png;base64,iVBORw0KGgo=';
    expect(sanitizeNewsHtml(`<img src="${pixel}" alt="">`)).toContain(`src="${pixel}"`);
    expect(sanitizeNewsHtml(`<a href="${pixel}">x</a>`)).not.toContain('data:');
  });
});

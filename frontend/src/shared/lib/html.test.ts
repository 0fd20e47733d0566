import { afterEach, describe, expect, it, vi } from 'vitest';
import { htmlExcerpt, stripHtml, truncate } from './html';
import { sanitizeHtml } from './sanitizeHtml';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('stripHtml', () => {
  it('returns the text content with entities decoded', () => {
    expect(stripHtml('<p>Автосцепка &laquo;СА-3&raquo; &amp; поглощающий аппарат</p>')).toBe(
      'Автосцепка «СА-3» & поглощающий аппарат',
    );
  });

  it('separates blocks and line breaks with a space and collapses whitespace', () => {
    expect(stripHtml('<h2>Колёса</h2><p>Рамы<br>и   балки</p>\n\n<ul><li>один</li><li>два</li></ul>')).toBe(
      'Колёса Рамы и балки один два',
    );
  });

  it('keeps inline elements inside words', () => {
    expect(stripHtml('<p>Ст<b>альн</b>ая</p>')).toBe('Стальная');
  });

  it('drops scripts and styles without running them', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    expect(stripHtml('<style>p{color:red}</style><p>Текст</p><script>alert(1)</script>')).toBe('Текст');
    expect(stripHtml('<img src="x" onerror="alert(2)">Ок')).toBe('Ок');
    expect(alert).not.toHaveBeenCalled();
  });

  it('returns an empty string for empty input', () => {
    expect(stripHtml('')).toBe('');
    expect(stripHtml(null)).toBe('');
    expect(stripHtml(undefined)).toBe('');
    expect(stripHtml('<p> </p>')).toBe('');
  });
});

describe('truncate', () => {
  it('leaves text at or under the limit untouched', () => {
    expect(truncate('Букса', 5)).toBe('Букса');
    expect(truncate('a'.repeat(100))).toBe('a'.repeat(100));
  });

  it('cuts to the limit (100 by default) and adds "..."', () => {
    expect(truncate('a'.repeat(101))).toBe(`${'a'.repeat(100)}...`);
    expect(truncate('Боковая рама', 7)).toBe('Боковая...');
  });

  it('drops a trailing space before the ellipsis', () => {
    expect(truncate('Боковая рама', 8)).toBe('Боковая...');
  });

  it('counts an emoji as one character', () => {
    expect(truncate('🚃🚃🚃', 2)).toBe('🚃🚃...');
  });

  it('returns an empty string for empty input', () => {
    expect(truncate('')).toBe('');
    expect(truncate(null)).toBe('');
  });
});

describe('htmlExcerpt', () => {
  it('strips the HTML and cuts to 150 characters plus an ellipsis', () => {
    const text = 'б'.repeat(200);
    const excerpt = htmlExcerpt(`<p><strong>${text}</strong></p>`);
    expect(excerpt).toBe(`${'б'.repeat(150)}...`);
  });

  it('keeps a short text whole', () => {
    expect(htmlExcerpt('<p>Новые поставки колёсных пар</p>')).toBe('Новые поставки колёсных пар');
  });

  it('takes another length', () => {
    expect(htmlExcerpt('<p>Новые поставки</p>', 5)).toBe('Новые...');
  });
});

describe('sanitizeHtml', () => {
  it('keeps formatting and removes scripts, handlers and javascript: links', () => {
    const html = sanitizeHtml(
      '<p onclick="steal()">Текст <strong>жирный</strong></p><script>alert(1)</script><a href="javascript:alert(1)">ссылка</a><img src="/a.png" onerror="alert(1)">',
    );
    expect(html).toContain('<strong>жирный</strong>');
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(html).toContain('<img src="/a.png">');
  });

  it('adds rel="noopener noreferrer" to links opening a new tab', () => {
    const html = sanitizeHtml('<a href="https://rzd.ru" target="_blank">РЖД</a>');
    expect(html).toBe('<a href="https://rzd.ru" target="_blank" rel="noopener noreferrer">РЖД</a>');
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeHtml(null)).toBe('');
  });
});

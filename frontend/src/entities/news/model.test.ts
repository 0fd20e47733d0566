import { describe, expect, it } from 'vitest';
import { newsExcerpt, newsPath, toNewsItem } from './model';

describe('toNewsItem', () => {
  it('reads description, imageUrl and createdAt', () => {
    expect(
      toNewsItem({
        id: 1,
        title: 'Т',
        description: '<p>Д</p>',
        imageUrl: '/n.jpg',
        createdAt: '2024-03-05T10:00:00Z',
      }),
    ).toEqual({ id: 1, title: 'Т', html: '<p>Д</p>', image: '/n.jpg', date: '2024-03-05T10:00:00Z' });
  });

  it('falls back to content, image and date', () => {
    expect(
      toNewsItem({ id: 2, title: 'Т', content: '<b>К</b>', image: '/i.jpg', date: '2024-01-01' }),
    ).toEqual({
      id: 2,
      title: 'Т',
      html: '<b>К</b>',
      image: '/i.jpg',
      date: '2024-01-01',
    });
  });

  it('treats blank fields as absent', () => {
    expect(toNewsItem({ id: 3, description: '', content: '<p>К</p>', imageUrl: ' ', image: null })).toEqual({
      id: 3,
      title: '',
      html: '<p>К</p>',
      image: null,
      date: null,
    });
  });
});

describe('newsExcerpt', () => {
  it('strips the HTML and keeps a short text whole', () => {
    expect(newsExcerpt({ html: '<p>Новые <b>поставщики</b></p><p>колёсных пар</p>' })).toBe(
      'Новые поставщики колёсных пар',
    );
  });

  it('cuts a long text to 150 characters plus "..."', () => {
    const text = 'а'.repeat(200);
    const excerpt = newsExcerpt({ html: `<p>${text}</p>` });
    expect(excerpt).toBe(`${'а'.repeat(150)}...`);
  });
});

it('newsPath', () => {
  expect(newsPath(12)).toBe('/news/12');
});

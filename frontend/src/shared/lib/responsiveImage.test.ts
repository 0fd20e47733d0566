import { describe, expect, it } from 'vitest';
import { responsiveImage } from './responsiveImage';

describe('responsiveImage', () => {
  it('offers the 400, 800 and 1280 px WebP copies of a stored picture', () => {
    expect(responsiveImage('/uploads/images/0123456789abcdef0123456789abcdef.jpg', '320px')).toEqual({
      src: '/uploads/images/0123456789abcdef0123456789abcdef.jpg',
      srcSet:
        '/uploads/images/0123456789abcdef0123456789abcdef-w400.webp 400w, /uploads/images/0123456789abcdef0123456789abcdef-w800.webp 800w, /uploads/images/0123456789abcdef0123456789abcdef-w1280.webp 1280w',
      sizes: '320px',
    });
    expect(responsiveImage('/uploads/images/demo-wheelset-1a2b3c4d5e6f.webp', '100vw').srcSet).toContain(
      'demo-wheelset-1a2b3c4d5e6f-w800.webp 800w',
    );
  });

  it('leaves outside links, blobs, documents and copies as they are', () => {
    for (const url of [
      'https://example.ru/a.jpg',
      'blob:http://localhost/1',
      '/uploads/documents/a.pdf',
      '/uploads/images/a-w800.webp',
      '/uploads/avatars/a.png',
    ]) {
      expect(responsiveImage(url, '100vw')).toEqual({ src: url });
    }
  });
});

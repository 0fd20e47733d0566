import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Gallery } from './Gallery';

afterEach(cleanup);

const images = [
  { url: '/uploads/rama-1.jpg', alt: 'Боковая рама, вид сбоку' },
  { url: '/uploads/rama-2.jpg', alt: 'Боковая рама, клеймо' },
  { url: '/uploads/rama-3.jpg' },
];

const mainImage = () => screen.getByRole('group', { name: 'Рама боковая 578.00.002' }).querySelector('img')!;

describe('Gallery', () => {
  it('shows the first image large with thumbnails for all', () => {
    render(<Gallery images={images} label="Рама боковая 578.00.002" />);
    expect(mainImage().getAttribute('src')).toBe('/uploads/rama-1.jpg');
    expect(mainImage().getAttribute('alt')).toBe('Боковая рама, вид сбоку');
    expect(screen.getAllByRole('button', { name: /^Изображение \d$/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Изображение 1' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('1 / 3')).toBeTruthy();
  });

  it('cycles forward from the last to the first and back from the first to the last', () => {
    render(<Gallery images={images} label="Рама боковая 578.00.002" />);
    fireEvent.click(screen.getByRole('button', { name: 'Предыдущее изображение' }));
    expect(mainImage().getAttribute('src')).toBe('/uploads/rama-3.jpg');
    // No alt of its own: named after the gallery and its position.
    expect(mainImage().getAttribute('alt')).toBe('Рама боковая 578.00.002, изображение 3 из 3');
    fireEvent.click(screen.getByRole('button', { name: 'Следующее изображение' }));
    expect(mainImage().getAttribute('src')).toBe('/uploads/rama-1.jpg');
  });

  it('selects an image from its thumbnail', () => {
    render(<Gallery images={images} label="Рама боковая 578.00.002" />);
    fireEvent.click(screen.getByRole('button', { name: 'Изображение 2' }));
    expect(mainImage().getAttribute('src')).toBe('/uploads/rama-2.jpg');
    expect(screen.getByRole('button', { name: 'Изображение 2' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Изображение 1' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('follows the arrow keys, Home and End', () => {
    render(<Gallery images={images} label="Рама боковая 578.00.002" />);
    const next = screen.getByRole('button', { name: 'Следующее изображение' });
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(mainImage().getAttribute('src')).toBe('/uploads/rama-2.jpg');
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(mainImage().getAttribute('src')).toBe('/uploads/rama-1.jpg');
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(mainImage().getAttribute('src')).toBe('/uploads/rama-3.jpg');
    fireEvent.keyDown(next, { key: 'Home' });
    expect(mainImage().getAttribute('src')).toBe('/uploads/rama-1.jpg');
    fireEvent.keyDown(next, { key: 'End' });
    expect(mainImage().getAttribute('src')).toBe('/uploads/rama-3.jpg');
  });

  it('shows a single image without controls', () => {
    render(<Gallery images={images.slice(0, 1)} label="Рама боковая 578.00.002" />);
    expect(mainImage().getAttribute('src')).toBe('/uploads/rama-1.jpg');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a placeholder when there are no images', () => {
    render(<Gallery images={[]} label="Рама боковая 578.00.002" />);
    expect(screen.getByText('Нет изображения')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('stays on a valid image when the list shrinks', () => {
    const { rerender } = render(<Gallery images={images} label="Рама боковая 578.00.002" />);
    fireEvent.click(screen.getByRole('button', { name: 'Изображение 3' }));
    rerender(<Gallery images={images.slice(0, 2)} label="Рама боковая 578.00.002" />);
    expect(mainImage().getAttribute('src')).toBe('/uploads/rama-2.jpg');
  });
});

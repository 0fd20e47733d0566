// Embla needs matchMedia, ResizeObserver and IntersectionObserver, which jsdom lacks. The shared
// setup installs stubs; importing it here keeps this suite independent of the Vitest config.
import '../../test/setup';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Slider } from './Slider';

afterEach(cleanup);

const cards = ['Доставка по России', 'Проверенные поставщики', 'Сертификаты РС ФЖТ', 'Склады в 12 городах'];

async function renderSlider(autoplay?: boolean | number) {
  render(
    <Slider label="Наши преимущества" autoplay={autoplay}>
      {cards.map((text) => (
        <article key={text}>{text}</article>
      ))}
    </Slider>,
  );
  // Let Embla initialise (it starts in an effect).
  await act(async () => {});
}

describe('Slider', () => {
  it('is a labelled carousel region with one labelled group per slide', async () => {
    await renderSlider();
    const region = screen.getByRole('region', { name: 'Наши преимущества' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = within(region)
      .getAllByRole('group')
      .filter((el) => el.getAttribute('aria-roledescription') === 'slide');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 из 4',
      '2 из 4',
      '3 из 4',
      '4 из 4',
    ]);
    expect(within(slides[0]!).getByText('Доставка по России')).toBeTruthy();
  });

  it('renders the arrows and one dot per slide, the first one current', async () => {
    await renderSlider();
    expect(screen.getByRole('button', { name: 'Назад' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Вперёд' })).toBeTruthy();
    const dots = screen.getAllByRole('button', { name: /^Слайд \d+$/ });
    expect(dots).toHaveLength(cards.length);
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual(['true', null, null, null]);
  });

  it('moves the current dot with the arrows and dots', async () => {
    await renderSlider();
    fireEvent.click(screen.getByRole('button', { name: 'Вперёд' }));
    expect(screen.getByRole('button', { name: 'Слайд 2' }).getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Слайд 4' }));
    expect(screen.getByRole('button', { name: 'Слайд 4' }).getAttribute('aria-current')).toBe('true');
    // It loops: forward from the last slide is the first.
    fireEvent.click(screen.getByRole('button', { name: 'Вперёд' }));
    expect(screen.getByRole('button', { name: 'Слайд 1' }).getAttribute('aria-current')).toBe('true');
  });

  it('offers a pause button while autoplaying, and stops when the visitor takes over', async () => {
    await renderSlider(true);
    expect(screen.getByRole('button', { name: 'Остановить автопрокрутку' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Вперёд' }));
    expect(screen.getByRole('button', { name: 'Запустить автопрокрутку' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Запустить автопрокрутку' }));
    expect(screen.getByRole('button', { name: 'Остановить автопрокрутку' })).toBeTruthy();
  });

  it('has no autoplay controls without autoplay, and no controls for a single slide', async () => {
    await renderSlider();
    expect(screen.queryByRole('button', { name: /автопрокрутку/ })).toBeNull();
    cleanup();
    render(<Slider label="Один">{[<p key="only">Единственный</p>]}</Slider>);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

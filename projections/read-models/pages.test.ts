import { describe, expect, it } from 'vitest';
import { recordedEvents } from '../../tests/support/recorded-events.ts';
import { ProjectionSpecification } from '../../backend/kit/read/index.ts';
import { pagesProjection } from './pages.ts';

const spec = ProjectionSpecification.for(pagesProjection);

const recorded = (events: Array<{ type: string; data: unknown }>) => recordedEvents('page-x', events);

const home = (title: string) => ({
  banner: { title, description: 'Колёсные пары и литьё тележки' },
  advantages: [
    { title: 'Проверенные поставщики', description: 'Проверка по ИНН' },
    { title: 'Наличие на складах', description: 'Остатки по складам' },
    { title: 'Доставка по России', description: 'От 2 дней' },
  ],
});
const guide = {
  title: 'Руководство пользователя',
  description: 'Как пользоваться площадкой',
  sections: [{ title: 'Как найти запчасть', content: '<p>Откройте <a href="/catalog">каталог</a>.</p>' }],
};
const contacts = {
  title: 'Связаться с нами',
  description: 'Ответим на вопросы',
  contacts: [
    { type: 'Адрес', value: 'г. Москва' },
    { type: 'Email', value: 'info@example.ru' },
  ],
  mapCoordinates: { lat: 55.75, lng: 37.62 },
};

const history = recorded([
  { type: 'HomePageContentReplaced', data: home('Первый заголовок') },
  { type: 'GuidePageContentReplaced', data: guide },
  { type: 'ContactsPageContentReplaced', data: contacts },
  { type: 'HomePageContentReplaced', data: home('Запчасти для грузовых вагонов') },
]);

describe('pages projection', () => {
  it('keeps one document per page with its latest content', async () => {
    expect(await spec.project([history])).toEqual([
      { _id: 'contacts', slug: 'contacts', content: contacts },
      { _id: 'guide', slug: 'guide', content: guide },
      { _id: 'home', slug: 'home', content: home('Запчасти для грузовых вагонов') },
    ]);
  });

  it('gives the same documents when every batch is applied twice', async () => {
    const once = await spec.project([history.slice(0, 2), history.slice(2)]);
    const twice = await spec.project([
      history.slice(0, 2),
      history.slice(0, 2),
      history.slice(2),
      history.slice(2),
    ]);
    expect(twice).toEqual(once);
  });

  it('gives the same documents when a crash replays from an older checkpoint', async () => {
    const once = await spec.project([history]);
    const replayed = await spec.project([history, history.slice(1)]);
    expect(replayed).toEqual(once);
  });

  it('rejects an event whose payload breaks its schema', async () => {
    const twoAdvantages = { ...home('Заголовок'), advantages: home('Заголовок').advantages.slice(0, 2) };
    await expect(
      spec.project([recorded([{ type: 'HomePageContentReplaced', data: twoAdvantages }])]),
    ).rejects.toThrow(/HomePageContentReplaced/);
    const badType = { ...contacts, contacts: [{ type: 'Факс', value: '123' }] };
    await expect(
      spec.project([recorded([{ type: 'ContactsPageContentReplaced', data: badType }])]),
    ).rejects.toThrow(/ContactsPageContentReplaced/);
  });
});

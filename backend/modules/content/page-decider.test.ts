import { describe, expect, it } from 'vitest';
import { fold } from '../../src/write-kit/index.ts';
import type { HomePageContent, PageEvent } from './events.ts';
import { pageDecider } from './page-decider.ts';

const home: HomePageContent = {
  banner: { title: 'Запчасти для грузовых вагонов', description: 'Колёсные пары и литьё' },
  advantages: [
    { title: 'Проверенные поставщики', description: 'Проверка по ИНН' },
    { title: 'Наличие на складах', description: 'Остатки по складам' },
    { title: 'Доставка по России', description: 'От 2 дней' },
  ],
};

const given = (...events: PageEvent[]) => fold(pageDecider, events);

describe('page decider', () => {
  it('writes the first content of a page', () => {
    expect(pageDecider.decide({ kind: 'replace', page: { slug: 'home', content: home } }, given())).toEqual([
      { type: 'HomePageContentReplaced', data: home },
    ]);
  });

  it('replaces the content when it differs, and does nothing when it is the same', () => {
    const state = given({ type: 'HomePageContentReplaced', data: home });
    const changed = { ...home, banner: { ...home.banner, title: 'Новый заголовок' } };
    expect(pageDecider.decide({ kind: 'replace', page: { slug: 'home', content: changed } }, state)).toEqual([
      { type: 'HomePageContentReplaced', data: changed },
    ]);
    const copy = structuredClone(home);
    expect(pageDecider.decide({ kind: 'replace', page: { slug: 'home', content: copy } }, state)).toEqual([]);
  });

  it('writes each page with its own event type', () => {
    const guide = {
      title: 'Руководство пользователя',
      description: '',
      sections: [{ title: 'Поиск', content: '<p>Каталог</p>' }],
    };
    expect(pageDecider.decide({ kind: 'replace', page: { slug: 'guide', content: guide } }, given())).toEqual(
      [{ type: 'GuidePageContentReplaced', data: guide }],
    );
    const contacts = {
      title: 'Связаться с нами',
      description: '',
      contacts: [{ type: 'Телефон' as const, value: '+7 (495) 123-45-67' }],
      mapCoordinates: { lat: 55.75, lng: 37.62 },
    };
    expect(
      pageDecider.decide({ kind: 'replace', page: { slug: 'contacts', content: contacts } }, given()),
    ).toEqual([{ type: 'ContactsPageContentReplaced', data: contacts }]);
  });
});

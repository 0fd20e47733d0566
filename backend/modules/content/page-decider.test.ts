import { describe, it } from 'vitest';
import { DeciderSpecification } from '../../kit/write/index.ts';
import { pageEvents, type HomePageContent } from './events.ts';
import { pageDecider } from './page-decider.ts';

const home: HomePageContent = {
  banner: { title: 'Запчасти для грузовых вагонов', description: 'Колёсные пары и литьё' },
  advantages: [
    { title: 'Проверенные поставщики', description: 'Проверка по ИНН' },
    { title: 'Наличие на складах', description: 'Остатки по складам' },
    { title: 'Доставка по России', description: 'От 2 дней' },
  ],
};

const spec = DeciderSpecification.for(pageDecider, pageEvents);

describe('page decider', () => {
  it('writes the first content of a page', () => {
    spec
      .given()
      .when({ kind: 'replace', page: { slug: 'home', content: home } })
      .then([{ type: 'HomePageContentReplaced', data: home }]);
  });

  it('replaces the content when it differs, and does nothing when it is the same', () => {
    const stored = spec.given({ type: 'HomePageContentReplaced', data: home });
    const changed = { ...home, banner: { ...home.banner, title: 'Новый заголовок' } };
    stored
      .when({ kind: 'replace', page: { slug: 'home', content: changed } })
      .then([{ type: 'HomePageContentReplaced', data: changed }]);
    stored.when({ kind: 'replace', page: { slug: 'home', content: structuredClone(home) } }).then([]);
  });

  it('writes each page with its own event type', () => {
    const guide = {
      title: 'Руководство пользователя',
      description: '',
      sections: [{ title: 'Поиск', content: '<p>Каталог</p>' }],
    };
    spec
      .given()
      .when({ kind: 'replace', page: { slug: 'guide', content: guide } })
      .then([{ type: 'GuidePageContentReplaced', data: guide }]);
    const contacts = {
      title: 'Связаться с нами',
      description: '',
      contacts: [{ type: 'Телефон' as const, value: '+7 (495) 123-45-67' }],
      mapCoordinates: { lat: 55.75, lng: 37.62 },
    };
    spec
      .given()
      .when({ kind: 'replace', page: { slug: 'contacts', content: contacts } })
      .then([{ type: 'ContactsPageContentReplaced', data: contacts }]);
  });
});

import { describe, it } from 'vitest';
import { DeciderSpecification } from '../../kit/write/index.ts';
import { serviceEvents, type ServiceDetails, type ServiceEvent } from './events.ts';
import { MESSAGES } from './rules.ts';
import { serviceDecider, type ServiceActor } from './service-decider.ts';

const spec = DeciderSpecification.for(serviceDecider, serviceEvents);
const owner: ServiceActor = { userId: 20, role: 'supplier' };
const other: ServiceActor = { userId: 21, role: 'supplier' };
const buyer: ServiceActor = { userId: 30, role: 'buyer' };
const admin: ServiceActor = { userId: 1, role: 'admin' };

const details: ServiceDetails = {
  name: 'Обточка колёсных пар',
  shortDescription: 'Восстановление профиля поверхности катания',
  description: '<p>Станок КЖ20.</p>',
  price: 18_500,
  priceType: 'fixed',
  duration: '1 день',
  location: 'Екатеринбург',
  isRemote: false,
  requirements: '',
  images: [],
  categoryId: 3,
};
const created: ServiceEvent = { type: 'ServiceCreated', data: { serviceId: 7, supplierId: 20, ...details } };
const submitted: ServiceEvent = { type: 'ServiceSubmitted', data: { serviceId: 7 } };
const published: ServiceEvent = { type: 'ServicePublished', data: { serviceId: 7 } };
const archived: ServiceEvent = { type: 'ServiceArchived', data: { serviceId: 7 } };

describe('service decider', () => {
  it('a supplier drafts a service; buyers and admins do not', () => {
    spec
      .given()
      .when({ kind: 'create', serviceId: 7, details, actor: owner, categoryKnown: true })
      .then([created]);
    spec
      .given()
      .when({ kind: 'create', serviceId: 7, details, actor: buyer, categoryKnown: true })
      .thenRefused({ status: 403, message: MESSAGES.supplierOnly });
    spec
      .given()
      .when({ kind: 'create', serviceId: 7, details, actor: owner, categoryKnown: false })
      .thenRefused({
        status: 400,
        message: MESSAGES.categoryNotFound,
      });
  });

  it('draft → submitted → published by an admin, or rejected with the reason', () => {
    spec.given(created).when({ kind: 'submit', actor: owner }).then([submitted]);
    spec.given(created, submitted).when({ kind: 'publish', actor: admin }).then([published]);
    spec
      .given(created, submitted)
      .when({ kind: 'reject', actor: admin, reason: 'Нет лицензии' })
      .then([{ type: 'ServiceRejected', data: { serviceId: 7, reason: 'Нет лицензии' } }]);
    spec
      .given(created)
      .when({ kind: 'publish', actor: admin })
      .thenRefused({ status: 409, message: MESSAGES.notSubmitted });
    spec
      .given(created, submitted)
      .when({ kind: 'publish', actor: owner })
      .thenRefused({ status: 403, message: MESSAGES.moderatorOnly });
  });

  it('an edit of a published service goes back to moderation (the public version stays in the read model)', () => {
    const edited = { ...details, price: 19_000 };
    spec
      .given(created, submitted, published)
      .when({ kind: 'edit', details: edited, actor: owner, categoryKnown: true })
      .then([{ type: 'ServiceEdited', data: { serviceId: 7, ...edited } }, submitted]);
    spec
      .given(created, submitted, published)
      .when({ kind: 'edit', details, actor: owner, categoryKnown: true })
      .then([]);
  });

  it("another supplier's service: 404 while unpublished, 403 once public", () => {
    spec
      .given(created)
      .when({ kind: 'edit', details, actor: other, categoryKnown: true })
      .thenRefused({ status: 404, message: MESSAGES.serviceNotFound });
    spec
      .given(created, submitted, published)
      .when({ kind: 'edit', details, actor: other, categoryKnown: true })
      .thenRefused({
        status: 403,
        message: MESSAGES.notOwner,
      });
  });

  it('archive hides it (owner or admin); restore brings it back as a draft', () => {
    spec.given(created, submitted, published).when({ kind: 'archive', actor: admin }).then([archived]);
    spec
      .given(created, archived)
      .when({ kind: 'restore', actor: owner })
      .then([{ type: 'ServiceRestored', data: { serviceId: 7 } }]);
    spec
      .given(created, archived)
      .when({ kind: 'edit', details, actor: owner, categoryKnown: true })
      .thenRefused({ status: 409, message: MESSAGES.archived });
    spec
      .given(created)
      .when({ kind: 'restore', actor: owner })
      .thenRefused({ status: 409, message: MESSAGES.notArchived });
  });
});

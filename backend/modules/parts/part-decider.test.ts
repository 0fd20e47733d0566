import { describe, it } from 'vitest';
import { DeciderSpecification } from '../../src/write-kit/index.ts';
import { partEvents, type PartEvent } from './events.ts';
import { partDecider, type PartActor } from './part-decider.ts';
import { MESSAGES } from './rules.ts';

const spec = DeciderSpecification.for(partDecider, partEvents);
const admin: PartActor = { userId: 1, role: 'admin' };
const supplier: PartActor = { userId: 20, role: 'supplier' };
const part = { designation: 'СА-3', name: 'Автосцепка СА-3', categoryId: 4 };
const created: PartEvent = { type: 'PartCreated', data: { partId: 7, ...part } };
const drawing = { designation: '106.01.000-0', kind: 'same' as const, source: 'чертёж ПКБ ЦВ' };
const drawingAdded: PartEvent = { type: 'PartCrossReferenceAdded', data: { partId: 7, ...drawing } };

describe('part decider', () => {
  it('an admin creates a part under a designation nobody holds; a supplier may not', () => {
    spec.given().when({ kind: 'create', partId: 7, part, actor: admin, categoryKnown: true, holder: null }).then([created]);
    spec.given().when({ kind: 'create', partId: 7, part, actor: supplier, categoryKnown: true, holder: null }).thenRefused({
      status: 403,
      message: MESSAGES.adminOnly,
    });
    spec.given().when({ kind: 'create', partId: 7, part, actor: admin, categoryKnown: false, holder: null }).thenRefused({
      status: 400,
      message: MESSAGES.categoryId,
    });
  });

  it('a designation another part holds is refused, with the merge offered', () => {
    spec.given().when({ kind: 'create', partId: 7, part, actor: admin, categoryKnown: true, holder: 3 }).thenRefused({
      status: 409,
      message: MESSAGES.designationTaken('СА-3'),
    });
    spec.given(created).when({ kind: 'addCrossReference', reference: drawing, actor: admin, holder: 3 }).thenRefused({
      status: 409,
      message: MESSAGES.designationTaken('106.01.000-0'),
    });
  });

  it('cross-references: the same part claims its designation, an analogue may name another part', () => {
    spec.given(created).when({ kind: 'addCrossReference', reference: drawing, actor: admin, holder: null }).then([drawingAdded]);
    const analogue = { designation: 'СА-4', kind: 'analogue' as const, source: '' };
    spec.given(created).when({ kind: 'addCrossReference', reference: analogue, actor: admin, holder: 9 }).then([
      { type: 'PartCrossReferenceAdded', data: { partId: 7, ...analogue } },
    ]);
  });

  it('a cross-reference to the part itself, twice the same one, or to an unknown part is refused', () => {
    // «CA 3» in Latin letters is the same designation as «СА-3».
    spec.given(created).when({ kind: 'addCrossReference', reference: { ...drawing, designation: 'CA 3' }, actor: admin, holder: 7 }).thenRefused({
      status: 400,
      message: MESSAGES.selfReference,
    });
    spec.given(created, drawingAdded).when({ kind: 'addCrossReference', reference: { ...drawing, designation: '106010000' }, actor: admin, holder: 7 }).thenRefused({
      status: 409,
      message: MESSAGES.crossReferenceExists,
    });
    spec.given().when({ kind: 'addCrossReference', reference: drawing, actor: admin, holder: null }).thenRefused({
      status: 404,
      message: MESSAGES.partNotFound,
    });
  });

  it('an admin removes a cross-reference by any spelling of it', () => {
    spec.given(created, drawingAdded).when({ kind: 'removeCrossReference', designation: '106 01 000 0', actor: admin }).then([
      { type: 'PartCrossReferenceRemoved', data: { partId: 7, designation: '106.01.000-0' } },
    ]);
    spec.given(created).when({ kind: 'removeCrossReference', designation: '106.01.000-0', actor: admin }).thenRefused({
      status: 404,
      message: MESSAGES.crossReferenceNotFound,
    });
    spec.given(created, drawingAdded).when({ kind: 'removeCrossReference', designation: '106.01.000-0', actor: supplier }).thenRefused({
      status: 403,
      message: MESSAGES.adminOnly,
    });
  });
});

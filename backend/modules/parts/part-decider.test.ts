import { describe, it } from 'vitest';
import { DeciderSpecification } from '../../kit/write/index.ts';
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
    spec
      .given()
      .when({ kind: 'create', partId: 7, part, actor: admin, categoryKnown: true, holder: null })
      .then([created]);
    spec
      .given()
      .when({ kind: 'create', partId: 7, part, actor: supplier, categoryKnown: true, holder: null })
      .thenRefused({
        status: 403,
        message: MESSAGES.adminOnly,
      });
    spec
      .given()
      .when({ kind: 'create', partId: 7, part, actor: admin, categoryKnown: false, holder: null })
      .thenRefused({
        status: 400,
        message: MESSAGES.categoryId,
      });
  });

  it('a designation another part holds is refused, with the merge offered', () => {
    spec
      .given()
      .when({ kind: 'create', partId: 7, part, actor: admin, categoryKnown: true, holder: 3 })
      .thenRefused({
        status: 409,
        message: MESSAGES.designationTaken('СА-3'),
      });
    spec
      .given(created)
      .when({ kind: 'addCrossReference', reference: drawing, actor: admin, holder: 3 })
      .thenRefused({
        status: 409,
        message: MESSAGES.designationTaken('106.01.000-0'),
      });
  });

  it('cross-references: the same part claims its designation, an analogue may name another part', () => {
    spec
      .given(created)
      .when({ kind: 'addCrossReference', reference: drawing, actor: admin, holder: null })
      .then([drawingAdded]);
    const analogue = { designation: 'СА-4', kind: 'analogue' as const, source: '' };
    spec
      .given(created)
      .when({ kind: 'addCrossReference', reference: analogue, actor: admin, holder: 9 })
      .then([{ type: 'PartCrossReferenceAdded', data: { partId: 7, ...analogue } }]);
  });

  it('a cross-reference to the part itself, twice the same one, or to an unknown part is refused', () => {
    // «CA 3» in Latin letters is the same designation as «СА-3».
    spec
      .given(created)
      .when({
        kind: 'addCrossReference',
        reference: { ...drawing, designation: 'CA 3' },
        actor: admin,
        holder: 7,
      })
      .thenRefused({
        status: 400,
        message: MESSAGES.selfReference,
      });
    spec
      .given(created, drawingAdded)
      .when({
        kind: 'addCrossReference',
        reference: { ...drawing, designation: '106010000' },
        actor: admin,
        holder: 7,
      })
      .thenRefused({
        status: 409,
        message: MESSAGES.crossReferenceExists,
      });
    spec
      .given()
      .when({ kind: 'addCrossReference', reference: drawing, actor: admin, holder: null })
      .thenRefused({
        status: 404,
        message: MESSAGES.partNotFound,
      });
  });

  it('an admin removes a cross-reference by any spelling of it', () => {
    spec
      .given(created, drawingAdded)
      .when({ kind: 'removeCrossReference', designation: '106 01 000 0', actor: admin })
      .then([{ type: 'PartCrossReferenceRemoved', data: { partId: 7, designation: '106.01.000-0' } }]);
    spec
      .given(created)
      .when({ kind: 'removeCrossReference', designation: '106.01.000-0', actor: admin })
      .thenRefused({
        status: 404,
        message: MESSAGES.crossReferenceNotFound,
      });
    spec
      .given(created, drawingAdded)
      .when({ kind: 'removeCrossReference', designation: '106.01.000-0', actor: supplier })
      .thenRefused({
        status: 403,
        message: MESSAGES.adminOnly,
      });
  });
});

describe('part decider: merge, split and proposals (ADR 0067)', () => {
  const reason = 'Одна и та же деталь у двух поставщиков';
  const survivorFacts = { exists: true, mergedInto: null };
  const offerAttached: PartEvent = { type: 'PartOfferAttached', data: { partId: 7, productId: 40 } };
  const merged: PartEvent = {
    type: 'PartMerged',
    data: { partId: 7, intoPartId: 9, productIds: [40], reason },
  };

  it('an offer is recorded once, and a merged part records none', () => {
    spec.given(created).when({ kind: 'attachOffer', productId: 40 }).then([offerAttached]);
    spec.given(created, offerAttached).when({ kind: 'attachOffer', productId: 40 }).then([]);
    spec.given(created, merged).when({ kind: 'attachOffer', productId: 41 }).then([]);
  });

  it('a merge takes the offers the part knows, with its reason; run again, it writes nothing', () => {
    spec
      .given(created, offerAttached)
      .when({ kind: 'merge', intoPartId: 9, survivor: survivorFacts, reason, actor: admin })
      .then([merged]);
    spec
      .given(created, offerAttached, merged)
      .when({ kind: 'merge', intoPartId: 9, survivor: survivorFacts, reason, actor: admin })
      .then([]);
  });

  it('a merge into itself, into a merged or unknown part, of a merged part, or by a supplier is refused', () => {
    const merge = { kind: 'merge' as const, intoPartId: 9, survivor: survivorFacts, reason, actor: admin };
    spec
      .given(created)
      .when({ ...merge, intoPartId: 7 })
      .thenRefused({ status: 400, message: MESSAGES.mergeIntoItself });
    spec
      .given(created)
      .when({ ...merge, survivor: { exists: true, mergedInto: 12 } })
      .thenRefused({ status: 409, message: MESSAGES.mergeIntoMerged(9, 12) });
    spec
      .given(created)
      .when({ ...merge, survivor: { exists: false, mergedInto: null } })
      .thenRefused({ status: 400, message: MESSAGES.survivorNotFound });
    spec
      .given(created, merged)
      .when({ ...merge, intoPartId: 12 })
      .thenRefused({ status: 409, message: MESSAGES.partMerged(9) });
    spec.given().when(merge).thenRefused({ status: 404, message: MESSAGES.partNotFound });
    spec
      .given(created)
      .when({ ...merge, actor: supplier })
      .thenRefused({ status: 403, message: MESSAGES.adminOnly });
  });

  it('the survivor takes the merged designations as «the same part», once, and nothing it has already', () => {
    const survivor: PartEvent = {
      type: 'PartCreated',
      data: { partId: 9, designation: '106.01.000-0', name: 'Автосцепка', categoryId: 4 },
    };
    const mergedState = partDecider.evolve(
      partDecider.evolve(partDecider.initialState, created),
      drawingAdded,
    );
    const source = 'объединение с позицией 7';
    const absorbed: PartEvent = {
      type: 'PartAbsorbed',
      // 106.01.000-0 is the survivor's own designation: not taken over again.
      data: {
        partId: 9,
        mergedPartId: 7,
        crossReferences: [{ designation: 'СА-3', kind: 'same', source }],
        reason,
      },
    };
    spec.given(survivor).when({ kind: 'absorb', merged: mergedState, reason, actor: admin }).then([absorbed]);
    spec
      .given(survivor, absorbed)
      .when({ kind: 'absorb', merged: mergedState, reason, actor: admin })
      .then([]);
  });

  it('a merged part takes no cross-reference, proposal or split', () => {
    spec
      .given(created, merged)
      .when({ kind: 'addCrossReference', reference: drawing, actor: admin, holder: null })
      .thenRefused({ status: 409, message: MESSAGES.partMerged(9) });
    spec
      .given(created, merged)
      .when({ kind: 'propose', proposalId: 3, reference: drawing, actor: supplier, holder: null })
      .thenRefused({ status: 409, message: MESSAGES.partMerged(9) });
    spec
      .given(created, merged)
      .when({ kind: 'split', newPartId: 11, productIds: [40], designations: [], reason, actor: admin })
      .thenRefused({ status: 409, message: MESSAGES.partMerged(9) });
  });

  it('a split moves the part’s own offers and «same part» designations only', () => {
    const split = {
      kind: 'split' as const,
      newPartId: 11,
      productIds: [40],
      designations: ['106 01 000 0'],
      reason,
      actor: admin,
    };
    spec
      .given(created, drawingAdded, offerAttached)
      .when(split)
      .then([
        {
          type: 'PartSplit',
          data: { partId: 7, newPartId: 11, productIds: [40], designations: ['106.01.000-0'], reason },
        },
      ]);
    spec
      .given(created, drawingAdded)
      .when(split)
      .thenRefused({ status: 400, message: MESSAGES.splitForeignOffer(40) });
    spec
      .given(created, offerAttached)
      .when(split)
      .thenRefused({ status: 400, message: MESSAGES.splitForeignDesignation('106 01 000 0') });
    spec
      .given(created, offerAttached)
      .when({ ...split, productIds: [], designations: [] })
      .thenRefused({ status: 400, message: MESSAGES.splitNothing });
    spec
      .given(created, offerAttached)
      .when({ ...split, designations: [], actor: supplier })
      .thenRefused({ status: 403, message: MESSAGES.adminOnly });
  });

  it('the new part of a split is created with the designations it took over', () => {
    const from = partDecider.evolve(partDecider.evolve(partDecider.initialState, created), drawingAdded);
    const part11 = { designation: 'СА-3М', name: 'Автосцепка СА-3М', categoryId: null };
    spec
      .given()
      .when({
        kind: 'createSplit',
        partId: 11,
        part: part11,
        from,
        productIds: [40],
        designations: ['106.01.000-0'],
        reason,
        actor: admin,
      })
      .then([
        { type: 'PartCreated', data: { partId: 11, ...part11 } },
        {
          type: 'PartSplitFrom',
          data: { partId: 11, fromPartId: 7, crossReferences: [drawing], productIds: [40], reason },
        },
      ]);
  });

  it('a supplier proposes; an admin approves (the reference is added) or rejects with a reason; decided once', () => {
    const proposed: PartEvent = {
      type: 'PartCrossReferenceProposed',
      data: { partId: 7, proposalId: 3, ...drawing, proposedBy: 20 },
    };
    spec
      .given(created)
      .when({ kind: 'propose', proposalId: 3, reference: drawing, actor: supplier, holder: null })
      .then([proposed]);
    spec
      .given(created)
      .when({ kind: 'propose', proposalId: 3, reference: drawing, actor: admin, holder: null })
      .thenRefused({ status: 403, message: MESSAGES.proposeSupplierOnly });
    spec
      .given(created, proposed)
      .when({ kind: 'propose', proposalId: 4, reference: drawing, actor: supplier, holder: null })
      .thenRefused({ status: 409, message: MESSAGES.proposalPending });
    spec
      .given(created)
      .when({
        kind: 'propose',
        proposalId: 3,
        reference: { ...drawing, designation: 'CA-3' },
        actor: supplier,
        holder: null,
      })
      .thenRefused({
        status: 400,
        message: MESSAGES.selfReference,
      });
    const approved: PartEvent = {
      type: 'PartCrossReferenceProposalApproved',
      data: { partId: 7, proposalId: 3, ...drawing, reason: '' },
    };
    spec
      .given(created, proposed)
      .when({ kind: 'approve', proposalId: 3, reason: '', actor: admin, holder: 7 })
      .then([approved]);
    spec
      .given(created, proposed)
      .when({ kind: 'approve', proposalId: 3, reason: '', actor: admin, holder: 5 })
      .thenRefused({ status: 409, message: MESSAGES.designationTaken('106.01.000-0') });
    spec
      .given(created, proposed, approved)
      .when({ kind: 'reject', proposalId: 3, reason: 'нет', actor: admin })
      .thenRefused({ status: 409, message: MESSAGES.proposalDecided });
    spec
      .given(created, proposed)
      .when({ kind: 'reject', proposalId: 3, reason: 'Не подтверждено каталогом', actor: admin })
      .then([
        {
          type: 'PartCrossReferenceProposalRejected',
          data: { partId: 7, proposalId: 3, reason: 'Не подтверждено каталогом' },
        },
      ]);
    spec
      .given(created, proposed)
      .when({ kind: 'reject', proposalId: 3, reason: 'x', actor: supplier })
      .thenRefused({ status: 403, message: MESSAGES.adminOnly });
    spec
      .given(created)
      .when({ kind: 'approve', proposalId: 8, reason: '', actor: admin, holder: null })
      .thenRefused({ status: 404, message: MESSAGES.proposalNotFound });
  });
});

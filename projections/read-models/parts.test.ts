import { describe, expect, it } from 'vitest';
import { project } from '../../tests/support/catalog-history.ts';
import { recordedEvents } from '../../tests/support/recorded-events.ts';
import { partProposalsProjection, partsProjection } from './parts.ts';

/** Merge, split and proposals as the read side shows them (ADR 0067). */

const events = recordedEvents(
  (event) => `part-${(event.data as { partId: number }).partId}`,
  [
    {
      type: 'PartCreated',
      data: { partId: 7, designation: 'СА-3', name: 'Автосцепка СА-3', categoryId: null },
    },
    {
      type: 'PartCreated',
      data: { partId: 8, designation: '106.01.000-0', name: 'Автосцепка', categoryId: null },
    },
    {
      type: 'PartCrossReferenceAdded',
      data: { partId: 8, designation: '106.01.000-0-01', kind: 'same', source: 'старый чертёж' },
    },
    { type: 'PartOfferAttached', data: { partId: 8, productId: 40 } },
    { type: 'PartMerged', data: { partId: 8, intoPartId: 7, productIds: [40], reason: 'дубль' } },
    {
      type: 'PartAbsorbed',
      data: {
        partId: 7,
        mergedPartId: 8,
        crossReferences: [
          { designation: '106.01.000-0', kind: 'same', source: 'объединение с позицией 8' },
          { designation: '106.01.000-0-01', kind: 'same', source: 'старый чертёж' },
        ],
        reason: 'дубль',
      },
    },
    {
      type: 'PartCrossReferenceProposed',
      data: {
        partId: 7,
        proposalId: 3,
        designation: 'СА-3М',
        kind: 'analogue',
        source: 'каталог',
        proposedBy: 20,
      },
    },
    {
      type: 'PartCrossReferenceProposed',
      data: { partId: 7, proposalId: 4, designation: 'СА-4', kind: 'analogue', source: '', proposedBy: 21 },
    },
    {
      type: 'PartCrossReferenceProposalApproved',
      data: {
        partId: 7,
        proposalId: 3,
        designation: 'СА-3М',
        kind: 'analogue',
        source: 'каталог',
        reason: '',
      },
    },
    {
      type: 'PartCrossReferenceProposalRejected',
      data: { partId: 7, proposalId: 4, reason: 'не взаимозаменяема' },
    },
    {
      type: 'PartCreated',
      data: { partId: 9, designation: 'СА-3-Т', name: 'Автосцепка СА-3 ТВЧ', categoryId: null },
    },
    {
      type: 'PartSplit',
      data: {
        partId: 7,
        newPartId: 9,
        productIds: [],
        designations: ['106.01.000-0-01'],
        reason: 'другая деталь',
      },
    },
    {
      type: 'PartSplitFrom',
      data: {
        partId: 9,
        fromPartId: 7,
        crossReferences: [{ designation: '106.01.000-0-01', kind: 'same', source: 'старый чертёж' }],
        productIds: [],
        reason: 'другая деталь',
      },
    },
  ],
);

describe('parts projection: merge, split, approved proposals', () => {
  it('the merged part points to its survivor; designations move with merges, splits and approvals; twice or once', async () => {
    const once = await project(partsProjection, [events]);
    expect(await project(partsProjection, [events.slice(0, 6), events.slice(3), events])).toEqual(once);
    const byId = new Map(once.map((doc) => [doc.id, doc]));
    expect(byId.get(8)).toMatchObject({ mergedInto: 7 });
    expect(byId.get(7)).toMatchObject({
      mergedInto: null,
      keys: ['са3', '106010000', 'са3м'],
      ownKeys: ['са3', '106010000'],
    });
    expect(byId.get(7)!.crossReferences.map((ref) => [ref.designation, ref.kind])).toEqual([
      ['106.01.000-0', 'same'],
      ['СА-3М', 'analogue'],
    ]);
    expect(byId.get(9)).toMatchObject({ ownKeys: ['са3т', '10601000001'] });
  });
});

describe('part proposals projection', () => {
  it('keeps each proposal with its status, reason and who decided, twice or once', async () => {
    const once = await project(partProposalsProjection, [events]);
    expect(await project(partProposalsProjection, [events.slice(0, 8), events])).toEqual(once);
    expect(
      once.map((doc) => [
        doc.id,
        doc.partId,
        doc.designation,
        doc.status,
        doc.reason,
        doc.proposedBy,
        doc.decidedBy,
      ]),
    ).toEqual([
      [3, 7, 'СА-3М', 'approved', null, 20, 1],
      [4, 7, 'СА-4', 'rejected', 'не взаимозаменяема', 21, 1],
    ]);
  });
});

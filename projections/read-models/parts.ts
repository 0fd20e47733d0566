import { typedProjection } from '../../backend/kit/read/index.ts';
import {
  PARTS_PROJECTION,
  PART_PROPOSALS_PROJECTION,
  designationKey,
  partEvents,
  type PartDoc,
  type PartEvent,
  type PartProposalDoc,
} from '../../backend/modules/parts/published.ts';

const userIdOf = (userId: string | null): number | null =>
  userId !== null && /^[1-9]\d{0,15}$/.test(userId) ? Number(userId) : null;

/** The keys a part is found by (every designation) and the ones it is itself (ADR 0064). */
function withKeys(doc: PartDoc): PartDoc {
  const own = [
    doc.designation,
    ...doc.crossReferences.filter((ref) => ref.kind === 'same').map((ref) => ref.designation),
  ];
  return {
    ...doc,
    keys: [
      ...new Set([doc.designation, ...doc.crossReferences.map((ref) => ref.designation)].map(designationKey)),
    ],
    ownKeys: [...new Set(own.map(designationKey))],
  };
}

/** The cross-references but those of these designations (applied twice, a reference is there once). */
const others = (doc: PartDoc, designations: readonly string[]) =>
  doc.crossReferences.filter((ref) => !designations.includes(ref.designation));

/** One document per part (номенклатурная позиция) with its cross-references and their designation keys. */
export const partsProjection = typedProjection<PartDoc, PartEvent>({
  name: PARTS_PROJECTION,
  version: 2,
  events: partEvents,
  indexes: [
    { fields: { keys: 1 } },
    { fields: { ownKeys: 1 } },
    { fields: { categoryId: 1 } },
    { fields: { mergedInto: 1 } },
    // The API process's part search follows the documents written since it last looked (ADR 0073).
    { fields: { '_pos.commit': 1 } },
  ],
  keys: (event) => [String(event.data.partId)],
  evolve(doc, event) {
    const at = event.metadata.at;
    switch (event.type) {
      case 'PartCreated': {
        const { partId, designation, name, categoryId } = event.data;
        return withKeys({
          _id: String(partId),
          id: partId,
          designation,
          name,
          categoryId,
          crossReferences: [],
          keys: [],
          ownKeys: [],
          mergedInto: null,
          createdAt: at,
          updatedAt: at,
        });
      }
      case 'PartCrossReferenceAdded': {
        if (!doc) return null;
        const { designation, kind, source } = event.data;
        // Applied twice, a cross-reference is still there once.
        const others = doc.crossReferences.filter((ref) => ref.designation !== designation);
        return withKeys({
          ...doc,
          crossReferences: [
            ...others,
            { designation, kind, source, addedBy: userIdOf(event.metadata.userId), addedAt: at },
          ],
          updatedAt: at,
        });
      }
      case 'PartCrossReferenceRemoved':
        if (!doc) return null;
        return withKeys({
          ...doc,
          crossReferences: doc.crossReferences.filter((ref) => ref.designation !== event.data.designation),
          updatedAt: at,
        });
      case 'PartCrossReferenceProposalApproved': {
        if (!doc) return null;
        const { designation, kind, source } = event.data;
        return withKeys({
          ...doc,
          crossReferences: [
            ...others(doc, [designation]),
            { designation, kind, source, addedBy: userIdOf(event.metadata.userId), addedAt: at },
          ],
          updatedAt: at,
        });
      }
      case 'PartAbsorbed':
      case 'PartSplitFrom': {
        if (!doc) return null;
        const added = event.data.crossReferences.map((ref) => ({
          ...ref,
          addedBy: userIdOf(event.metadata.userId),
          addedAt: at,
        }));
        return withKeys({
          ...doc,
          crossReferences: [
            ...others(
              doc,
              added.map((ref) => ref.designation),
            ),
            ...added,
          ],
          updatedAt: at,
        });
      }
      case 'PartSplit':
        if (!doc) return null;
        return withKeys({ ...doc, crossReferences: others(doc, event.data.designations), updatedAt: at });
      case 'PartMerged':
        if (!doc) return null;
        return { ...doc, mergedInto: event.data.intoPartId, updatedAt: at };
      case 'PartOfferAttached':
      case 'PartCrossReferenceProposed':
      case 'PartCrossReferenceProposalRejected':
        // What the offers and the proposals read models show.
        return doc;
    }
  },
});

const PROPOSAL_EVENTS = new Set([
  'PartCrossReferenceProposed',
  'PartCrossReferenceProposalApproved',
  'PartCrossReferenceProposalRejected',
]);

/** Suppliers' proposed cross-references and the admins' decisions (ADR 0067). */
export const partProposalsProjection = typedProjection<PartProposalDoc, PartEvent>({
  name: PART_PROPOSALS_PROJECTION,
  version: 1,
  events: partEvents,
  indexes: [{ fields: { status: 1 } }, { fields: { proposedBy: 1 } }, { fields: { partId: 1 } }],
  keys: (event) =>
    PROPOSAL_EVENTS.has(event.type) ? [String((event.data as { proposalId: number }).proposalId)] : [],
  evolve(doc, event) {
    const at = event.metadata.at;
    switch (event.type) {
      case 'PartCrossReferenceProposed': {
        const { proposalId, partId, designation, kind, source, proposedBy } = event.data;
        return {
          _id: String(proposalId),
          id: proposalId,
          partId,
          designation,
          kind,
          source,
          proposedBy,
          status: 'pending',
          reason: null,
          decidedBy: null,
          proposedAt: at,
          decidedAt: null,
        };
      }
      case 'PartCrossReferenceProposalApproved':
        return (
          doc && {
            ...doc,
            status: 'approved',
            reason: event.data.reason || null,
            decidedBy: userIdOf(event.metadata.userId),
            decidedAt: at,
          }
        );
      case 'PartCrossReferenceProposalRejected':
        return (
          doc && {
            ...doc,
            status: 'rejected',
            reason: event.data.reason,
            decidedBy: userIdOf(event.metadata.userId),
            decidedAt: at,
          }
        );
      default:
        return doc;
    }
  },
});

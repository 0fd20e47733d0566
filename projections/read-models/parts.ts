import { typedProjection } from '../runtime/index.ts';
import { PARTS_PROJECTION, designationKey, partEvents, type PartDoc, type PartEvent } from '../../backend/modules/parts/published.ts';

const userIdOf = (userId: string | null): number | null => (userId !== null && /^[1-9]\d{0,15}$/.test(userId) ? Number(userId) : null);

/** The keys a part is found by (every designation) and the ones it is itself (ADR 0064). */
function withKeys(doc: PartDoc): PartDoc {
  const own = [doc.designation, ...doc.crossReferences.filter((ref) => ref.kind === 'same').map((ref) => ref.designation)];
  return {
    ...doc,
    keys: [...new Set([doc.designation, ...doc.crossReferences.map((ref) => ref.designation)].map(designationKey))],
    ownKeys: [...new Set(own.map(designationKey))],
  };
}

/** One document per part (номенклатурная позиция) with its cross-references and their designation keys. */
export const partsProjection = typedProjection<PartDoc, PartEvent>({
  name: PARTS_PROJECTION,
  version: 1,
  events: partEvents,
  indexes: [{ fields: { keys: 1 } }, { fields: { ownKeys: 1 } }, { fields: { categoryId: 1 } }],
  keys: (event) => [String(event.data.partId)],
  evolve(doc, event) {
    const at = event.metadata.at;
    switch (event.type) {
      case 'PartCreated': {
        const { partId, designation, name, categoryId } = event.data;
        return withKeys({ _id: String(partId), id: partId, designation, name, categoryId, crossReferences: [], keys: [], ownKeys: [], createdAt: at, updatedAt: at });
      }
      case 'PartCrossReferenceAdded': {
        if (!doc) return null;
        const { designation, kind, source } = event.data;
        // Applied twice, a cross-reference is still there once.
        const others = doc.crossReferences.filter((ref) => ref.designation !== designation);
        return withKeys({ ...doc, crossReferences: [...others, { designation, kind, source, addedBy: userIdOf(event.metadata.userId), addedAt: at }], updatedAt: at });
      }
      case 'PartCrossReferenceRemoved':
        if (!doc) return null;
        return withKeys({ ...doc, crossReferences: doc.crossReferences.filter((ref) => ref.designation !== event.data.designation), updatedAt: at });
    }
  },
});

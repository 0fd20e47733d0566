import { typedProjection } from '../../backend/kit/read/index.ts';
import {
  CONTRACTS_PROJECTION,
  contractEvents,
  contractStatusAfter,
  type ContractDoc,
  type ContractEvent,
} from '../../backend/modules/contracts/published.ts';

const ACTIONS: Record<ContractEvent['type'], string> = {
  ContractDrafted: 'Договор составлен',
  ContractRevised: 'Условия изменены',
  ContractSentForSignature: 'Отправлен на подписание',
  ContractChangesRequested: 'Запрошены изменения',
  ContractSigned: 'Подписан обеими сторонами',
  ContractDeclined: 'Отклонён',
  ContractTerminated: 'Расторгнут',
  ContractScanAttached: 'Приложен подписанный скан',
};

/**
 * One document per contract with its history; the side of each step is the actor's company's (ADR 0033).
 * The side addressed by ИНН has no company until one signs: until then the contract is open to the
 * ИНН, and reaches whichever company holds it verified when read (ADR 0052).
 */
export const contractsProjection = typedProjection<ContractDoc, ContractEvent>({
  name: CONTRACTS_PROJECTION,
  version: 2,
  events: contractEvents,
  indexes: [{ fields: { companyIds: 1, updatedAt: -1 } }, { fields: { openInn: 1 } }],
  keys: (event) => [String(event.data.contractId)],
  evolve(doc, event) {
    const at = event.metadata.at;
    const userId = event.metadata.userId ?? null;
    if (event.type === 'ContractDrafted') {
      const { data } = event;
      const addressed = data.proposedBy === 'supplier' ? 'buyer' : 'supplier';
      return {
        _id: String(data.contractId),
        id: data.contractId,
        number: data.number,
        status: contractStatusAfter(event) ?? 'draft',
        proposedBy: data.proposedBy,
        supplier: data.supplier,
        buyer: data.buyer,
        companyIds: [data[data.proposedBy].companyId!],
        openInn: data[addressed].inn,
        terms: data.terms,
        scans: [],
        history: [{ at, action: ACTIONS.ContractDrafted, side: data.proposedBy, userId, text: null }],
        reason: null,
        signedAt: null,
        createdAt: at,
        updatedAt: at,
      };
    }
    if (!doc) return null;
    const other = doc.proposedBy === 'supplier' ? 'buyer' : 'supplier';
    const status = contractStatusAfter(event) ?? doc.status;
    const step = (side: ContractDoc['proposedBy'] | null, text: string | null = null) => ({
      ...doc,
      status,
      updatedAt: at,
      history: [...doc.history, { at, action: ACTIONS[event.type], side, userId, text }],
    });
    switch (event.type) {
      case 'ContractRevised':
        return { ...step(doc.proposedBy), terms: event.data.terms };
      case 'ContractSentForSignature':
        return { ...step(doc.proposedBy), reason: null };
      case 'ContractChangesRequested':
        return { ...step(other, event.data.comment), reason: event.data.comment };
      case 'ContractSigned': {
        // Signed before ADR 0052: the company the contract was drafted for signed it.
        const signer = event.data.signer ?? { companyId: doc[other].companyId!, name: doc[other].name };
        return {
          ...step(other),
          signedAt: at,
          [other]: { ...doc[other], ...signer },
          companyIds: [...new Set([...doc.companyIds, signer.companyId])],
          openInn: null,
        };
      }
      case 'ContractDeclined':
        return { ...step(other, event.data.reason), reason: event.data.reason };
      case 'ContractTerminated':
        return { ...step(event.data.by, event.data.reason), reason: event.data.reason };
      case 'ContractScanAttached':
        return {
          ...step(event.data.by),
          scans: [...doc.scans, { url: event.data.url, side: event.data.by, at }],
        };
    }
  },
});

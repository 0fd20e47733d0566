import { day } from '../../../infra/pdf/index.ts';
import type { DocumentIssued } from './events.ts';

/**
 * What a document is issued on, as printed: «Договор поставки № Д-000001 от 01.10.2026», «Заявка
 * № З-000012 от 20.11.2026»; a document issued before the basis was recorded names its deal.
 */
export function basisLine(document: Pick<DocumentIssued, 'basis' | 'deal'>): string {
  const { basis } = document;
  if (!basis) return document.deal.label;
  return `${basis.title} № ${basis.number}${basis.date ? ` от ${day(basis.date)}` : ''}`;
}

import type { Doc } from '../../../infra/read-store/index.ts';
import type { QuoteAnswerLine, QuoteAttachment, QuoteAward, QuoteLine } from './events.ts';
import type { QuoteRequestStatus } from './rules.ts';

export const QUOTE_REQUESTS_PROJECTION = 'quote-requests';

/** One version of a supplier's answer, as given. */
export interface AnswerVersion {
  version: number;
  at: string;
  lines: QuoteAnswerLine[];
  validUntil: string;
  comment: string | null;
}

/** An asked supplier's part of the request: every answer version, or the decline. */
export interface Invitation {
  supplierId: number;
  answers: AnswerVersion[];
  declined: { reason: string; at: string } | null;
}

/** One step of the request's timeline; `supplierId` names the supplier a step concerns (sealed from the others). */
export interface QuoteStep {
  at: string;
  actorId: string | null;
  actorRole: string | null;
  action: string;
  reason: string | null;
  supplierId: number | null;
}

/** Read-model document of one request for quotes (projection `quote-requests`); queries seal it per viewer. */
export interface QuoteRequestDoc extends Doc {
  id: number;
  number: string;
  buyerId: number;
  lines: QuoteLine[];
  deliveryTo: string;
  wantedBy: string | null;
  paymentTerms: string | null;
  comment: string | null;
  attachments: QuoteAttachment[];
  deadline: string;
  sentAt: string | null;
  closedEarlyAt: string | null;
  awardedAt: string | null;
  cancelled: { reason: string; at: string } | null;
  suspended: { reason: string; at: string } | null;
  /** Indexed: a supplier's invitations are found by it. */
  supplierIds: number[];
  invitations: Invitation[];
  awards: QuoteAward[];
  history: QuoteStep[];
  createdAt: string;
  updatedAt: string;
}

/** Where the request stands at `now`: closed is derived from the deadline, as the write side decides it. */
export function statusAt(
  doc: Pick<
    QuoteRequestDoc,
    'sentAt' | 'closedEarlyAt' | 'awardedAt' | 'cancelled' | 'deadline' | 'invitations'
  >,
  now: string,
): QuoteRequestStatus {
  if (doc.cancelled) return 'cancelled';
  if (doc.awardedAt) return 'awarded';
  if (!doc.sentAt) return 'draft';
  if (doc.closedEarlyAt || now >= doc.deadline) return 'closed';
  return doc.invitations.some((invitation) => invitation.answers.length > 0 && !invitation.declined)
    ? 'answered'
    : 'sent';
}

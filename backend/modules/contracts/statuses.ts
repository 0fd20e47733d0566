import type { ContractEvent } from './events.ts';

/**
 * A contract's statuses, the words people see for them, and what each event makes of them: one
 * rule, used by the decider's state, the contracts' read model and (through docs/openapi.yaml,
 * `ContractDisplayStatus`) the interface's labels. `expired` is shown, never stored: a signed
 * contract past its last day.
 */
export type ContractStatus = 'draft' | 'sent' | 'changes_requested' | 'signed' | 'declined' | 'terminated';

export const STATUS_LABELS: Record<ContractStatus | 'expired', string> = {
  draft: 'Черновик',
  sent: 'На подписании',
  changes_requested: 'Запрошены изменения',
  signed: 'Подписан',
  declined: 'Отклонён',
  terminated: 'Расторгнут',
  expired: 'Истёк срок',
};

/** The status an event leaves the contract in; null when it does not change it (a revision, a scan). */
export function statusAfter(event: ContractEvent): ContractStatus | null {
  switch (event.type) {
    case 'ContractDrafted':
      return 'draft';
    case 'ContractSentForSignature':
      return 'sent';
    case 'ContractChangesRequested':
      return 'changes_requested';
    case 'ContractSigned':
      return 'signed';
    case 'ContractDeclined':
      return 'declined';
    case 'ContractTerminated':
      return 'terminated';
    case 'ContractRevised':
    case 'ContractScanAttached':
      return null;
  }
}

import { useState, type FormEvent } from 'react';
import { serverMessage } from '../../shared/api';
import { formatDate } from '../../shared/lib';
import { toast } from '../../shared/toast';
import { Field, Button, Modal, workspaceStyles as styles, TextAreaField, SubmitRow } from '../../shared/ui';
import { useDecideProposal } from './api/decideProposal';
import { useAdminProposals, type Proposal, type ProposalStatus } from './api/listProposals';
import { PART_ADMIN_TEXT as T } from './model';
import { ProposalList } from './ProposalList';

/** An admin's decision on one proposal: a reason, required to reject (the supplier reads it). */
function Decision({
  proposal,
  decision,
  onClose,
}: {
  proposal: Proposal;
  decision: 'approve' | 'reject';
  onClose: () => void;
}) {
  const decide = useDecideProposal();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (decision === 'reject' && !reason.trim()) {
      setError(T.reasonRequired);
      return;
    }
    try {
      await decide.mutateAsync({
        partId: proposal.part.id,
        proposalId: proposal.id,
        decision,
        reason: reason.trim(),
      });
      toast.success(decision === 'approve' ? T.approved : T.rejected);
      onClose();
    } catch (failure) {
      toast.error(serverMessage(failure) ?? 'Решение не сохранено');
    }
  };
  const title = T.decideTitle(decision, proposal.designation);
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description={`${proposal.part.designation} ${proposal.part.name} · ${proposal.kindName}`}
    >
      <form className={styles.panelBody} onSubmit={(e) => void submit(e)} noValidate aria-label={title}>
        <TextAreaField
          label={decision === 'approve' ? T.approveReason : T.rejectReason}
          error={error}
          maxLength={500}
          value={reason}
          onChange={setReason}
        />
        <SubmitRow
          label={decision === 'approve' ? T.approve : T.reject}
          pending={decide.isPending}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}

/** «Перекрёстные ссылки» of the moderation area: suppliers' proposals, pending first, approved or rejected with a reason (ADR 0067). */
export function ProposalModeration() {
  const [status, setStatus] = useState<ProposalStatus | ''>('pending');
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<{ proposal: Proposal; decision: 'approve' | 'reject' } | null>(
    null,
  );
  const proposals = useAdminProposals(status, page);
  return (
    <div className={styles.board}>
      <div className={styles.toolbar}>
        <Field label="Статус">
          <select
            className={styles.input}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as ProposalStatus | '');
              setPage(1);
            }}
          >
            <option value="pending">На рассмотрении</option>
            <option value="approved">Одобрено</option>
            <option value="rejected">Отклонено</option>
            <option value="">Все</option>
          </select>
        </Field>
      </div>
      <ProposalList
        query={proposals}
        label="Предложенные перекрёстные ссылки"
        loadingHeight={160}
        emptyState={{ title: T.noProposals, description: T.noProposalsHint }}
        middle={[
          { label: 'Источник', cell: (p) => p.source || '—' },
          { label: 'Поставщик', cell: (p) => p.proposedByName ?? `№ ${p.proposedBy}` },
        ]}
        last={[
          {
            label: 'Решение',
            cell: (p) =>
              p.status === 'pending' ? (
                <span className={styles.row}>
                  <Button
                    aria-label={`${T.approve} ${p.designation}`}
                    onClick={() => setDeciding({ proposal: p, decision: 'approve' })}
                  >
                    {T.approve}
                  </Button>
                  <Button
                    aria-label={`${T.reject} ${p.designation}`}
                    onClick={() => setDeciding({ proposal: p, decision: 'reject' })}
                  >
                    {T.reject}
                  </Button>
                </span>
              ) : (
                <span className={styles.muted}>
                  {p.decidedAt ? formatDate(p.decidedAt, { withTime: true }) : '—'}
                </span>
              ),
          },
        ]}
        page={page}
        onPageChange={setPage}
      />
      {deciding && (
        <Decision
          proposal={deciding.proposal}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
        />
      )}
    </div>
  );
}

import { useState, type FormEvent } from 'react';
import { serverMessage } from '../../shared/api';
import { formatDate } from '../../shared/lib';
import { toast } from '../../shared/toast';
import { Button, Modal, Pagination, Skeleton, StateMessage, TableFrame, workspaceStyles as styles } from '../../shared/ui';
import { useDecideProposal } from './api/decideProposal';
import { useAdminProposals, type Proposal, type ProposalStatus } from './api/listProposals';
import { PART_ADMIN_TEXT as T, STATUS_TONES } from './model';

/** An admin's decision on one proposal: a reason, required to reject (the supplier reads it). */
function Decision({ proposal, decision, onClose }: { proposal: Proposal; decision: 'approve' | 'reject'; onClose: () => void }) {
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
      await decide.mutateAsync({ partId: proposal.part.id, proposalId: proposal.id, decision, reason: reason.trim() });
      toast.success(decision === 'approve' ? T.approved : T.rejected);
      onClose();
    } catch (failure) {
      toast.error(serverMessage(failure) ?? 'Решение не сохранено');
    }
  };
  const title = T.decideTitle(decision, proposal.designation);
  return (
    <Modal open onOpenChange={(open) => (open ? undefined : onClose())} title={title} description={`${proposal.part.designation} ${proposal.part.name} · ${proposal.kindName}`}>
      <form className={styles.panelBody} onSubmit={(e) => void submit(e)} noValidate aria-label={title}>
        <label className={styles.field}>
          <span className={styles.label}>{decision === 'approve' ? T.approveReason : T.rejectReason}</span>
          <textarea className={styles.textarea} rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
          {error && <span role="alert">{error}</span>}
        </label>
        <div className={styles.row}>
          <Button type="submit" variant="primary" disabled={decide.isPending}>
            {decision === 'approve' ? T.approve : T.reject}
          </Button>
          <Button onClick={onClose}>Отмена</Button>
        </div>
      </form>
    </Modal>
  );
}

/** «Перекрёстные ссылки» of the moderation area: suppliers' proposals, pending first, approved or rejected with a reason (ADR 0067). */
export function ProposalModeration() {
  const [status, setStatus] = useState<ProposalStatus | ''>('pending');
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<{ proposal: Proposal; decision: 'approve' | 'reject' } | null>(null);
  const proposals = useAdminProposals(status, page);
  const rows = proposals.data?.proposals ?? [];
  return (
    <div className={styles.board}>
      <div className={styles.toolbar}>
        <label className={styles.field}>
          <span className={styles.label}>Статус</span>
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
        </label>
      </div>
      {proposals.isPending ? (
        <Skeleton height={160} />
      ) : proposals.isError ? (
        <StateMessage
          kind="error"
          title={T.proposalsError}
          description={proposals.error.message}
          action={<Button onClick={() => void proposals.refetch()}>{T.retry}</Button>}
        />
      ) : rows.length === 0 ? (
        <StateMessage kind="empty" title={T.noProposals} description={T.noProposalsHint} />
      ) : (
        <>
          <TableFrame label="Предложенные перекрёстные ссылки">
            <table className={styles.table} aria-label="Предложенные перекрёстные ссылки">
              <thead>
                <tr>
                  <th scope="col">Позиция</th>
                  <th scope="col">Обозначение</th>
                  <th scope="col">Связь</th>
                  <th scope="col">Источник</th>
                  <th scope="col">Поставщик</th>
                  <th scope="col">Предложено</th>
                  <th scope="col">Статус</th>
                  <th scope="col">Решение</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((p) => (
                  <tr key={p.id}>
                    <td data-label="Позиция">
                      <span className="tabular">{p.part.designation}</span> {p.part.name}
                    </td>
                    <td data-label="Обозначение" className="tabular">
                      {p.designation}
                    </td>
                    <td data-label="Связь">{p.kindName}</td>
                    <td data-label="Источник">{p.source || '—'}</td>
                    <td data-label="Поставщик">{p.proposedByName ?? `№ ${p.proposedBy}`}</td>
                    <td data-label="Предложено">{formatDate(p.proposedAt, { withTime: true })}</td>
                    <td data-label="Статус">
                      <span className={styles.badge} data-tone={STATUS_TONES[p.status]}>
                        {p.statusName}
                      </span>
                      {p.reason && <span className={styles.muted}> {p.reason}</span>}
                    </td>
                    <td data-label="Решение">
                      {p.status === 'pending' ? (
                        <span className={styles.row}>
                          <Button aria-label={`${T.approve} ${p.designation}`} onClick={() => setDeciding({ proposal: p, decision: 'approve' })}>
                            {T.approve}
                          </Button>
                          <Button aria-label={`${T.reject} ${p.designation}`} onClick={() => setDeciding({ proposal: p, decision: 'reject' })}>
                            {T.reject}
                          </Button>
                        </span>
                      ) : (
                        <span className={styles.muted}>{p.decidedAt ? formatDate(p.decidedAt, { withTime: true }) : '—'}</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
          {(proposals.data?.totalPages ?? 1) > 1 && (
            <Pagination page={page} totalPages={proposals.data!.totalPages} total={proposals.data!.total} limit={50} onPageChange={setPage} />
          )}
        </>
      )}
      {deciding && <Decision proposal={deciding.proposal} decision={deciding.decision} onClose={() => setDeciding(null)} />}
    </div>
  );
}

import { formatDate, formatPrice } from '../../shared/lib';
import { toast } from '../../shared/toast';
import { Button, Skeleton, StateMessage, TableFrame, workspaceStyles as styles } from '../../shared/ui';
import { useIssueDocument } from './api/issueDocument';
import { usePendingDeals } from './api/listPendingDeals';
import { ACCOUNTING_TEXT as T, type PendingDeal } from './model';

/** The seller's agreed deals still missing their invoice, or their УПД or act once delivered; returned orders their УКД (ADR 0078). */
export function PendingDeals() {
  const deals = usePendingDeals(true);
  const issue = useIssueDocument();
  const run = async (deal: PendingDeal, docType: 'invoice' | 'closing' | 'ukd') => {
    try {
      const document = await issue.mutateAsync({ dealKind: deal.kind, dealId: deal.id, docType });
      toast.success(T.issued(document.typeLabel, document.number));
    } catch {
      // The client has shown the server's message.
    }
  };

  if (deals.isPending) {
    return (
      <div className={styles.loading} role="status">
        <span className="visually-hidden">{T.loading}</span>
        {Array.from({ length: 3 }, (_, index) => <Skeleton key={index} height={44} />)}
      </div>
    );
  }
  if (deals.isError) {
    return <StateMessage kind="error" title={T.loadError} description={deals.error.message} action={<Button onClick={() => void deals.refetch()}>{T.retry}</Button>} />;
  }
  const rows = deals.data.deals;
  if (rows.length === 0) return <StateMessage kind="empty" title={T.pending.empty} description={T.pending.emptyHint} />;
  return (
    <TableFrame label="Сделки">
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{T.pending.deal}</th>
            <th scope="col">{T.pending.buyer}</th>
            <th scope="col">{T.columns.total}</th>
            <th scope="col">{T.pending.stage}</th>
            <th scope="col">{T.columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((deal) => (
            <tr key={`${deal.kind}-${deal.id}`}>
              <td data-label={T.pending.deal}>
                {deal.label}
                <span className={`${styles.muted} tabular`}>{formatDate(deal.updatedAt, { withTime: true })}</span>
              </td>
              <td data-label={T.pending.buyer}>{deal.buyerName}</td>
              <td data-label={T.columns.total} className="tabular">{formatPrice(deal.total)}</td>
              <td data-label={T.pending.stage}>
                <span className={styles.badge} data-tone={deal.stage === 'returned' ? 'stop' : deal.stage === 'delivered' ? 'done' : 'go'}>
                  {deal.stage === 'returned' ? T.pending.returned : deal.stage === 'delivered' ? T.pending.delivered : T.pending.agreed}
                </span>
                {deal.returnReason && (
                  <span className={styles.muted}>
                    {T.pending.returnReason}: «{deal.returnReason}»
                  </span>
                )}
              </td>
              <td data-label={T.columns.actions}>
                <div className={styles.row}>
                  {deal.missing.includes('invoice') && (
                    <Button variant="primary" disabled={issue.isPending} onClick={() => void run(deal, 'invoice')}>
                      {T.actions.issueInvoice}
                    </Button>
                  )}
                  {deal.missing.includes('ukd') && (
                    <Button variant="primary" disabled={issue.isPending} onClick={() => void run(deal, 'ukd')}>
                      {T.actions.issueUkd}
                    </Button>
                  )}
                  {deal.missing.includes('closing') && (
                    <Button disabled={issue.isPending} onClick={() => void run(deal, 'closing')}>
                      {T.actions.issueClosing(deal.kind)}
                    </Button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

import { formatDate, formatPrice } from '../../shared/lib';
import { toast } from '../../shared/toast';
import { Button, DataTable, ListStates, workspaceStyles as styles } from '../../shared/ui';
import { useIssueDocument } from './api/issueDocument';
import { usePendingDeals } from './api/listPendingDeals';
import { ACCOUNTING_TEXT as T, type PendingDeal } from './model';

/** The documents a deal may lack, in the order their buttons stand. */
const ISSUED_IN_ORDER = ['invoice', 'ukd', 'closing'] as const;

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

  return (
    <ListStates
      query={deals}
      empty={(data) => data.deals.length === 0}
      texts={T}
      rows={3}
      emptyState={{ title: T.pending.empty, description: T.pending.emptyHint }}
    >
      {(data) => (
        <DataTable
          label="Сделки"
          rows={data.deals}
          rowKey={(deal) => `${deal.kind}-${deal.id}`}
          columns={[
            {
              label: T.pending.deal,
              cell: (deal) => (
                <>
                  {deal.label}
                  <span className={`${styles.muted} tabular`}>
                    {formatDate(deal.updatedAt, { withTime: true })}
                  </span>
                </>
              ),
            },
            { label: T.pending.buyer, cell: (deal) => deal.buyerName },
            { label: T.columns.total, className: 'tabular', cell: (deal) => formatPrice(deal.total) },
            {
              label: T.pending.stage,
              cell: (deal) => (
                <>
                  <span
                    className={styles.badge}
                    data-tone={
                      deal.stage === 'returned' ? 'stop' : deal.stage === 'delivered' ? 'done' : 'go'
                    }
                  >
                    {deal.stage === 'returned'
                      ? T.pending.returned
                      : deal.stage === 'delivered'
                        ? T.pending.delivered
                        : T.pending.agreed}
                  </span>
                  {deal.returnReason && (
                    <span className={styles.muted}>
                      {T.pending.returnReason}: «{deal.returnReason}»
                    </span>
                  )}
                </>
              ),
            },
            {
              label: T.columns.actions,
              cell: (deal) => (
                <div className={styles.row}>
                  {ISSUED_IN_ORDER.filter((docType) => deal.missing.includes(docType)).map((docType) => (
                    <Button
                      key={docType}
                      variant={docType === 'closing' ? 'secondary' : 'primary'}
                      disabled={issue.isPending}
                      onClick={() => void run(deal, docType)}
                    >
                      {docType === 'invoice'
                        ? T.actions.issueInvoice
                        : docType === 'ukd'
                          ? T.actions.issueUkd
                          : T.actions.issueClosing(deal.kind)}
                    </Button>
                  ))}
                </div>
              ),
            },
          ]}
        />
      )}
    </ListStates>
  );
}

import { useState } from 'react';
import { formatDate } from '../../shared/lib';
import { Button, DataTable, ListStates, workspaceStyles as ws } from '../../shared/ui';
import { useQuoteRequests, type QuoteSide } from './api/index';
import { QuoteRequestForm } from './QuoteRequestForm';
import { QuoteRequestPanel, QuoteStatusBadge, type QuoteThreadSlot } from './QuoteRequestPanel';
import { QUOTE_TEXT as T } from './text';

/**
 * Requests for quotes in a cabinet (ADR 0069): a buyer's own requests, a supplier's invitations, or
 * every request for an admin ('Модерация заказов', read only); the request opens beside the list.
 */
export function QuoteRequestsBoard({
  side,
  initialOpen = null,
  initialChat = null,
  thread,
}: {
  side: QuoteSide;
  initialOpen?: number | null;
  /** The supplier whose thread opens with the request (a notice's `?chat=`). */
  initialChat?: number | null;
  /** The buyer's and a supplier's conversation about the request (ADR 0072), given by the page. */
  thread?: QuoteThreadSlot;
}) {
  const list = useQuoteRequests(side);
  const [open, setOpen] = useState<number | null>(initialOpen);
  const [creating, setCreating] = useState(false);
  const C = T.columns;
  return (
    <div className={ws.board}>
      {side === 'buyer' && (
        <div className={ws.toolbar}>
          <Button variant="primary" onClick={() => setCreating(true)}>
            {T.newRequest}
          </Button>
        </div>
      )}
      <ListStates
        query={list}
        empty={(data) => data.quoteRequests.length === 0}
        texts={T}
        rows={4}
        emptyState={{ title: T.empty[side], description: T.emptyHint[side] }}
      >
        {(data) => (
          <DataTable
            label={T.tab}
            testId="quote-requests"
            rows={data.quoteRequests}
            rowKey={(request) => request.id}
            columns={[
              {
                label: C.number,
                cell: (request) => (
                  <button type="button" className={ws.link} onClick={() => setOpen(request.id)}>
                    {request.number}
                  </button>
                ),
              },
              { label: C.lines, cell: (request) => T.linesOf(request.lineCount, request.firstLine ?? '') },
              side !== 'buyer' && {
                label: C.buyer,
                cell: (request) => request.buyer.name ?? `№ ${request.buyer.id}`,
              },
              side !== 'supplier' && {
                label: C.answers,
                className: 'tabular',
                cell: (request) => T.answersOf(request.answerCount ?? 0, request.supplierCount ?? 0),
              },
              {
                label: C.deadline,
                className: 'tabular',
                cell: (request) => formatDate(request.deadline, { withTime: true }),
              },
              {
                label: side === 'supplier' ? C.mine : C.status,
                cell: (request) =>
                  side === 'supplier' ? (
                    <QuoteStatusBadge
                      status={request.myStatus ?? ''}
                      label={request.myStatusLabel ?? ''}
                      suspended={request.suspended}
                    />
                  ) : (
                    <QuoteStatusBadge
                      status={request.status}
                      label={request.statusLabel}
                      suspended={request.suspended}
                    />
                  ),
              },
              {
                label: C.date,
                className: 'tabular',
                cell: (request) => formatDate(request.createdAt, { withTime: true }),
              },
            ]}
          />
        )}
      </ListStates>
      <QuoteRequestPanel
        requestId={open}
        onClose={() => setOpen(null)}
        thread={thread}
        initialChat={open === initialOpen ? initialChat : null}
      />
      {creating && (
        <QuoteRequestForm
          open
          onOpenChange={(next) => !next && setCreating(false)}
          onSent={(id) => setOpen(id)}
        />
      )}
    </div>
  );
}

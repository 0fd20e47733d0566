import { useState } from 'react';
import { formatDate } from '../../shared/lib';
import { Button, Skeleton, StateMessage, TableFrame, workspaceStyles as ws } from '../../shared/ui';
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
      {list.isPending ? (
        <div className={ws.loading} role="status">
          <span className="visually-hidden">{T.loading}</span>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height={44} />
          ))}
        </div>
      ) : list.isError ? (
        <StateMessage kind="error" title={T.loadError} description={list.error.message} action={<Button onClick={() => void list.refetch()}>{T.retry}</Button>} />
      ) : list.data.quoteRequests.length === 0 ? (
        <StateMessage kind="empty" title={T.empty[side]} description={T.emptyHint[side]} />
      ) : (
        <TableFrame label={T.tab}>
          <table className={ws.table} data-testid="quote-requests">
            <thead>
              <tr>
                <th scope="col">{C.number}</th>
                <th scope="col">{C.lines}</th>
                {side !== 'buyer' && <th scope="col">{C.buyer}</th>}
                {side !== 'supplier' && <th scope="col">{C.answers}</th>}
                <th scope="col">{C.deadline}</th>
                <th scope="col">{side === 'supplier' ? C.mine : C.status}</th>
                <th scope="col">{C.date}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.quoteRequests.map((request) => (
                <tr key={request.id}>
                  <td data-label={C.number}>
                    <button type="button" className={ws.link} onClick={() => setOpen(request.id)}>
                      {request.number}
                    </button>
                  </td>
                  <td data-label={C.lines}>{T.linesOf(request.lineCount, request.firstLine ?? '')}</td>
                  {side !== 'buyer' && <td data-label={C.buyer}>{request.buyer.name ?? `№ ${request.buyer.id}`}</td>}
                  {side !== 'supplier' && (
                    <td data-label={C.answers} className="tabular">
                      {T.answersOf(request.answerCount ?? 0, request.supplierCount ?? 0)}
                    </td>
                  )}
                  <td data-label={C.deadline} className="tabular">
                    {formatDate(request.deadline, { withTime: true })}
                  </td>
                  <td data-label={side === 'supplier' ? C.mine : C.status}>
                    {side === 'supplier' ? (
                      <QuoteStatusBadge status={request.myStatus ?? ''} label={request.myStatusLabel ?? ''} suspended={request.suspended} />
                    ) : (
                      <QuoteStatusBadge status={request.status} label={request.statusLabel} suspended={request.suspended} />
                    )}
                  </td>
                  <td data-label={C.date} className="tabular">
                    {formatDate(request.createdAt, { withTime: true })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
      <QuoteRequestPanel requestId={open} onClose={() => setOpen(null)} thread={thread} initialChat={open === initialOpen ? initialChat : null} />
      {creating && <QuoteRequestForm open onOpenChange={(next) => !next && setCreating(false)} onSent={(id) => setOpen(id)} />}
    </div>
  );
}

import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { serverMessage } from '../../shared/api';
import { formatDate, formatPrice } from '../../shared/lib';
import { useSession } from '../../shared/session';
import { toast } from '../../shared/toast';
import {
  Button,
  DetailList,
  DetailPanel,
  ReasonBox,
  StepButtons,
  TextField,
  Timeline,
  workspaceStyles as ws,
} from '../../shared/ui';
import { AnswerForm } from './AnswerForm';
import {
  downloadComparison,
  useQuoteRequest,
  useQuoteStep,
  type QuoteRequest,
  type QuoteStep,
} from './api/index';
import { ComparisonView } from './Comparison';
import styles from './QuoteRequests.module.css';
import { QUOTE_TEXT, STATUS_TONES } from './text';

const P = QUOTE_TEXT.panel;

/** Renders a conversation by its key (the page gives the messages' thread, ADR 0072). */
export type QuoteThreadSlot = (conversationKey: string) => ReactNode;

/** The key of the buyer's conversation with one supplier asked: `quoteRequest-<request>-<supplier>`. */
export const quoteConversationKey = (requestId: number, supplierId: number) =>
  `quoteRequest-${requestId}-${supplierId}`;

/** The buyer's question to one supplier, or the supplier's thread with the buyer: that pair alone sees it. */
function Conversation({
  title,
  hint,
  children,
  onClose,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
  onClose?: () => void;
}) {
  return (
    <section className={styles.section} aria-label={title}>
      <div className={styles.toolbar}>
        <h3 className={ws.subheading}>{title}</h3>
        {onClose && (
          <Button size="small" onClick={onClose}>
            {P.closeConversation}
          </Button>
        )}
      </div>
      {hint && <p className={ws.muted}>{hint}</p>}
      {children}
    </section>
  );
}

export function QuoteStatusBadge({
  status,
  label,
  suspended,
}: {
  status: string;
  label: string;
  suspended?: unknown;
}) {
  return (
    <span className={ws.badges}>
      <span className={ws.badge} data-tone={STATUS_TONES[status] ?? 'wait'}>
        {label}
      </span>
      {Boolean(suspended) && (
        <span className={ws.badge} data-tone="stop">
          {QUOTE_TEXT.suspended}
        </span>
      )}
    </span>
  );
}

/** A step that needs a text first (a reason, a new deadline), or runs at once. */
function Steps({ request }: { request: QuoteRequest }) {
  const step = useQuoteStep();
  const [open, setOpen] = useState<QuoteStep | null>(null);
  const [text, setText] = useState('');
  const steps: QuoteStep[] =
    request.viewer === 'admin'
      ? [request.suspended ? 'resume' : 'suspend']
      : request.viewer === 'buyer'
        ? request.status === 'draft'
          ? ['send', 'cancel']
          : request.takesAnswers
            ? ['close', 'extend', 'cancel']
            : request.status === 'closed' && !request.closedEarlyAt && !request.suspended
              ? ['extend', 'cancel']
              : request.status === 'closed'
                ? ['cancel']
                : []
        : [];
  if (
    steps.length === 0 ||
    (request.viewer === 'admin' && (request.status === 'awarded' || request.status === 'cancelled'))
  )
    return null;
  const run = async (which: QuoteStep) => {
    const body =
      which === 'extend'
        ? { deadline: text ? new Date(text).toISOString() : '' }
        : which === 'cancel' || which === 'suspend'
          ? { reason: text.trim() || null }
          : {};
    try {
      await step.mutateAsync({ id: request.id, step: which, body });
      toast.success(QUOTE_TEXT.done);
      setOpen(null);
      setText('');
    } catch (error) {
      toast.error(serverMessage(error) ?? QUOTE_TEXT.failed);
    }
  };
  if (open)
    return (
      <ReasonBox
        label={QUOTE_TEXT.reason}
        value={text}
        onChange={setText}
        field={
          open === 'extend' ? (
            <TextField
              label={QUOTE_TEXT.newDeadline}
              type="datetime-local"
              value={text}
              onChange={(e) => setText(e.target.value)}
              autoFocus
            />
          ) : undefined
        }
        submit={QUOTE_TEXT.actions[open as keyof typeof QUOTE_TEXT.actions]}
        onSubmit={() => void run(open)}
        disabled={step.isPending}
        cancel={QUOTE_TEXT.actions.back}
        onCancel={() => setOpen(null)}
      />
    );
  return (
    <StepButtons
      actions={steps}
      primary={(which) => which === 'send' || which === 'close'}
      disabled={step.isPending}
      onStep={(which) =>
        which === 'extend' || which === 'cancel' || which === 'suspend' ? setOpen(which) : void run(which)
      }
      label={(which) => QUOTE_TEXT.actions[which as keyof typeof QUOTE_TEXT.actions]}
    />
  );
}

function Award({ request }: { request: QuoteRequest }) {
  const step = useQuoteStep();
  const awardable = request.viewer === 'buyer' && request.status === 'closed' && !request.suspended;
  const award = async (
    choice: { supplierId: number } | { lines: Array<{ lineId: number; supplierId: number }> },
  ) => {
    try {
      await step.mutateAsync({ id: request.id, step: 'award', body: choice });
      toast.success(QUOTE_TEXT.done);
    } catch (error) {
      toast.error(serverMessage(error) ?? QUOTE_TEXT.failed);
    }
  };
  if (!request.comparison) return null;
  return (
    <section className={styles.section} aria-label={P.comparison}>
      <div className={styles.toolbar}>
        <h3 className={ws.subheading}>{P.comparison}</h3>
        <Button
          size="small"
          onClick={() => void downloadComparison(request.id, request.number).catch(() => undefined)}
        >
          {P.export}
        </Button>
      </div>
      {(request.comparison.suppliers ?? []).length === 0 ? (
        <p className={ws.muted}>{P.noAnswers}</p>
      ) : (
        <ComparisonView
          comparison={request.comparison}
          onAward={awardable ? (choice) => void award(choice) : undefined}
          busy={step.isPending}
        />
      )}
    </section>
  );
}

function Details({
  request,
  thread,
  initialChat,
}: {
  request: QuoteRequest;
  thread?: QuoteThreadSlot | undefined;
  initialChat: number | null;
}) {
  const supplierName = (id: number) => request.suppliers?.find((s) => s.id === id)?.name ?? `№ ${id}`;
  const me = useSession().user?.id;
  const asked = (request.suppliers ?? []).some((s) => s.id === initialChat);
  const [chat, setChat] = useState<number | null>(asked ? initialChat : null);
  // Questions are asked once the request went out, between the buyer and one supplier at a time.
  const talks = Boolean(thread) && request.status !== 'draft';
  return (
    <div className={ws.panelBody}>
      <QuoteStatusBadge status={request.status} label={request.statusLabel} suspended={request.suspended} />
      {request.suspended && <p className={ws.notice}>«{request.suspended.reason}»</p>}
      {request.cancelled && <p className={ws.notice}>«{request.cancelled.reason}»</p>}
      <DetailList
        items={[
          { label: P.deadline, value: formatDate(request.deadline, { withTime: true }) },
          { label: P.deliveryTo, value: request.deliveryTo },
          request.wantedBy && { label: P.wantedBy, value: formatDate(request.wantedBy) },
          request.paymentTerms && { label: P.paymentTerms, value: request.paymentTerms },
          request.comment && { label: P.comment, value: request.comment },
          (request.attachments ?? []).length > 0 && {
            label: P.attachments,
            value: request.attachments!.map((file) => (
              <a key={file.url} href={file.url} target="_blank" rel="noreferrer">
                {file.name}{' '}
              </a>
            )),
          },
          { label: P.buyer, value: request.buyer.name ?? `№ ${request.buyer.id}` },
        ]}
      />
      <section className={styles.section} aria-label={P.lines}>
        <h3 className={ws.subheading}>{P.lines}</h3>
        <ol>
          {request.lines.map((line) => (
            <li key={line.lineId}>
              <strong>{line.designation}</strong> {line.name} — {line.quantity} {line.unit},{' '}
              {line.conditionName}
            </li>
          ))}
        </ol>
      </section>
      {request.viewer !== 'supplier' && request.suppliers && (
        <section className={styles.section} aria-label={P.suppliers}>
          <h3 className={ws.subheading}>{P.suppliers}</h3>
          <ul>
            {request.suppliers.map((supplier) => (
              <li key={supplier.id}>
                {supplier.name ?? `№ ${supplier.id}`}{' '}
                <QuoteStatusBadge status={supplier.status ?? ''} label={supplier.statusLabel ?? ''} />
                {supplier.declined && <span className={ws.muted}>«{supplier.declined.reason}»</span>}
                {talks && request.viewer === 'buyer' && (
                  <Button
                    size="small"
                    aria-label={P.askOf(supplier.name ?? `№ ${supplier.id}`)}
                    aria-pressed={chat === supplier.id}
                    onClick={() => setChat(supplier.id ?? null)}
                  >
                    {P.ask}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {talks && request.viewer === 'buyer' && chat !== null && (
        <Conversation key={chat} title={P.conversationWith(supplierName(chat))} onClose={() => setChat(null)}>
          {thread!(quoteConversationKey(request.id, chat))}
        </Conversation>
      )}
      <Steps request={request} />
      {request.viewer !== 'supplier' && <Award request={request} />}
      {request.viewer === 'supplier' && request.me && (
        <section className={styles.section}>
          <QuoteStatusBadge status={request.me.status ?? ''} label={request.me.statusLabel ?? ''} />
          {request.me.declined && (
            <p className={ws.muted}>{QUOTE_TEXT.answer.declined(request.me.declined.reason ?? '')}</p>
          )}
          {request.me.status === 'won' && <p>{P.wonHint}</p>}
          {request.me.status === 'lost' && <p>{P.lostHint}</p>}
          {request.takesAnswers && <AnswerForm key={request.me.answers?.length ?? 0} request={request} />}
          {talks && me !== undefined && (
            <Conversation title={P.conversationWithBuyer} hint={P.conversationHint}>
              {thread!(quoteConversationKey(request.id, Number(me)))}
            </Conversation>
          )}
          {(request.me.answers ?? []).length > 0 && (
            <details>
              <summary>{QUOTE_TEXT.answer.versions}</summary>
              <ol>
                {request.me.answers!.map((version) => (
                  <li key={version.version}>
                    {QUOTE_TEXT.answer.version(version.version, formatDate(version.at, { withTime: true }))}:{' '}
                    {version.lines
                      .map((line) => `№ ${line.lineId} — ${formatPrice(line.unitPrice)}`)
                      .join('; ')}
                  </li>
                ))}
              </ol>
            </details>
          )}
        </section>
      )}
      {request.awards.length > 0 && (
        <section className={styles.section} aria-label={P.orders}>
          <h3 className={ws.subheading}>{P.orders}</h3>
          <ul>
            {request.awards.map((award) => (
              <li key={award.lineId}>
                № {award.lineId}:{' '}
                {request.viewer !== 'supplier' ? `${supplierName(award.supplierId!)}, ` : ''}
                {award.quantity} × {formatPrice(award.unitPrice ?? 0)},{' '}
                {QUOTE_TEXT.table.days(award.leadTimeDays ?? 0)} — заказ З-
                {String(award.orderId).padStart(6, '0')}
              </li>
            ))}
          </ul>
          {request.viewer === 'buyer' && (
            <p className={ws.muted}>
              {P.ordersHint} <Link to="/profile/orders">{P.ordersLink}</Link>
            </p>
          )}
        </section>
      )}
      <Timeline
        title={P.timeline}
        steps={request.history.map((step) => ({
          what: (
            <>
              {step.action}
              {request.viewer !== 'supplier' && step.supplierId ? `: ${supplierName(step.supplierId)}` : ''}
            </>
          ),
          at: step.at,
          after: step.actorRole ? ` · ${P.roles[step.actorRole] ?? step.actorRole}` : '',
          quote: step.reason,
        }))}
      />
    </div>
  );
}

/** A request for quotes beside the list: its terms, the comparison or the supplier's own answer, the timeline. */
export function QuoteRequestPanel({
  requestId,
  onClose,
  thread,
  initialChat = null,
}: {
  requestId: number | null;
  onClose: () => void;
  thread?: QuoteThreadSlot | undefined;
  initialChat?: number | null;
}) {
  const request = useQuoteRequest(requestId);
  return (
    <DetailPanel
      className={styles.widePanel}
      id={requestId}
      onClose={onClose}
      query={request}
      title={(data) => (data ? P.title(data.number) : QUOTE_TEXT.create)}
      texts={{ loadError: P.loadError, retry: QUOTE_TEXT.retry }}
    >
      {(data) => <Details key={data.id} request={data} thread={thread} initialChat={initialChat} />}
    </DetailPanel>
  );
}

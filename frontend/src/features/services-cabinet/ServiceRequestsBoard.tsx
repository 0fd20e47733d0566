import { useState } from 'react';
import { formatDate, formatPrice } from '../../shared/lib';
import { useSession } from '../../shared/session';
import {
  Button,
  DataTable,
  DetailList,
  DetailSection,
  ListStates,
  ReasonBox,
  SelectFilter,
  TextField,
  workspaceStyles as styles,
  StepButtons,
  useReasonedSteps,
  SubmitRow,
  DealDetails,
  OfferForm,
  queryPanel,
  useOfferForm,
} from '../../shared/ui';
import { useServiceRequest } from './api/getServiceRequest';
import { useServiceRequests } from './api/listServiceRequests';
import { useRequestStep } from './api/requestStep';
import {
  REQUEST_STATUS_LABELS,
  SERVICES_TEXT,
  requestActions,
  requestTone,
  type RequestAction,
  type RequestSide,
  type ServiceRequest,
} from './model';

const T = SERVICES_TEXT.requests;
/** As the server names them (ADR 0058): their name, else their company's, else their e-mail. */
const personName = (person: ServiceRequest['supplier'], fallbackId: number): string =>
  person?.displayName || `№ ${fallbackId}`;

export function RequestBadge({ request }: { request: Pick<ServiceRequest, 'status' | 'statusLabel'> }) {
  return (
    <span className={styles.badge} data-tone={requestTone(request.status)}>
      {request.statusLabel}
    </span>
  );
}

function QuoteForm({ request, onDone }: { request: ServiceRequest; onDone: () => void }) {
  const step = useRequestStep();
  const offer = useOfferForm({
    initial: {
      price: request.quote ? String(request.quote.price) : '',
      date: request.quote?.date ?? request.preferredDate ?? '',
    },
    fields: ['price', 'date'],
    idPrefix: 'quote',
    note: request.quote?.comment ?? '',
    send: ({ price, date }, comment) => {
      const body = { price: Number(price.replace(',', '.').replace(/\s/g, '')), date: date || null, comment };
      return step.mutateAsync({ id: request.id, action: 'quote', body });
    },
    done: SERVICES_TEXT.done,
    failed: 'Не удалось отправить предложение',
    onDone,
  });
  return (
    <OfferForm
      offer={offer}
      label={T.actions.quote}
      noteLabel={T.panel.comment}
      footer={
        <SubmitRow
          label={T.actions.quote}
          pending={step.isPending}
          cancel={SERVICES_TEXT.editor.cancel}
          onCancel={onDone}
        />
      }
    >
      <TextField label={T.panel.price} inputMode="decimal" required {...offer.field('price')} />
      <TextField label={T.panel.date} type="date" {...offer.field('date')} />
    </OfferForm>
  );
}

function Actions({ request }: { request: ServiceRequest }) {
  const { user } = useSession();
  const step = useRequestStep();
  const viewer = Number(user?.id);
  const required = (action: RequestAction) => action === 'decline' && viewer === request.supplierId;
  const { open, setOpen, run, box } = useReasonedSteps<RequestAction>({
    send: (action, reason) =>
      step.mutateAsync({
        id: request.id,
        action,
        body: action === 'decline' || action === 'cancel' ? { reason } : {},
      }),
    done: SERVICES_TEXT.done,
    required,
  });
  const actions = user ? requestActions(request, viewer) : [];
  if (actions.length === 0) return null;
  if (open === 'quote') return <QuoteForm request={request} onDone={() => setOpen(null)} />;
  if (open) {
    return (
      <ReasonBox
        label={required(open) ? T.reason : T.reasonOptional}
        submit={`${T.send}: ${T.actions[open]}`}
        cancel={SERVICES_TEXT.editor.cancel}
        disabled={step.isPending}
        {...box(open)}
      />
    );
  }
  return (
    <StepButtons
      actions={actions}
      primary={(action) => action === 'quote' || action === 'accept' || action === 'complete'}
      disabled={step.isPending}
      onStep={(action) =>
        action === 'quote' || action === 'decline' || action === 'cancel' ? setOpen(action) : void run(action)
      }
      label={(action) => (action === 'quote' && request.quote ? 'Изменить предложение' : T.actions[action])}
    />
  );
}

function Details({ request }: { request: ServiceRequest }) {
  const P = T.panel;
  const viewerId = Number(useSession().user?.id);
  return (
    <DealDetails
      badge={<RequestBadge request={request} />}
      facts={[
        { label: P.service, value: <a href={`/service/${request.serviceId}`}>{request.serviceName}</a> },
        { label: P.description, style: { whiteSpace: 'pre-wrap' }, value: request.description },
        request.contactPhone && {
          label: P.phone,
          value: <a href={`tel:${request.contactPhone.replace(/[^\d+]/g, '')}`}>{request.contactPhone}</a>,
        },
        request.contactEmail && {
          label: P.email,
          value: <a href={`mailto:${request.contactEmail}`}>{request.contactEmail}</a>,
        },
        { label: P.preferredDate, value: request.preferredDate ? formatDate(request.preferredDate) : '—' },
        { label: T.columns.party.supplier, value: personName(request.requester, request.requesterId) },
        { label: T.columns.party.requester, value: personName(request.supplier, request.supplierId) },
      ]}
      chat={{
        conversation: `serviceRequest-${request.id}`,
        to: request.requesterId === viewerId ? 'поставщику' : 'заказчику',
      }}
      history={{
        title: P.timeline,
        steps: request.history,
        more: (step) => ({ admin: step.actorRole === 'admin' }),
      }}
    >
      {request.quote && (
        <DetailSection title={P.quote}>
          <DetailList
            items={[
              { label: P.price, className: 'tabular', value: formatPrice(request.quote.price) },
              { label: P.date, value: request.quote.date ? formatDate(request.quote.date) : '—' },
              request.quote.comment && { label: P.comment, value: request.quote.comment },
            ]}
          />
        </DetailSection>
      )}
      <Actions request={request} />
    </DealDetails>
  );
}

const RequestPanel = queryPanel(
  useServiceRequest,
  {
    title: (data) => (data ? T.panel.title(data.number) : 'Заявка на услугу'),
    loadError: T.loadError,
    retry: SERVICES_TEXT.retry,
  },
  (request) => <Details request={request} />,
);

/**
 * Service requests in a dense table with a status filter, and the request beside it: the ones a
 * customer sent, the ones a supplier received, or all of them for an admin.
 */
export function ServiceRequestsBoard({ side }: { side: RequestSide }) {
  const [status, setStatus] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const requests = useServiceRequests(side, status);
  const C = T.columns;
  return (
    <div className={styles.board}>
      <div className={styles.toolbar}>
        <SelectFilter
          label={SERVICES_TEXT.status}
          value={status}
          onChange={setStatus}
          all={SERVICES_TEXT.allStatuses}
          options={Object.entries(REQUEST_STATUS_LABELS)}
        />
      </div>
      <ListStates
        query={requests}
        empty={(data) => data.requests.length === 0}
        texts={{ loading: 'Загрузка заявок…', loadError: T.loadError, retry: SERVICES_TEXT.retry }}
        rows={4}
        emptyState={{
          title: T.empty[side],
          description: status ? SERVICES_TEXT.emptyFiltered : T.emptyHint[side],
          action: status ? <Button onClick={() => setStatus('')}>{SERVICES_TEXT.reset}</Button> : undefined,
        }}
      >
        {(data) => (
          <DataTable
            label="Заявки на услуги"
            rows={data.requests}
            rowKey={(request) => request.id}
            columns={[
              {
                label: C.number,
                cell: (request) => (
                  <button type="button" className={styles.link} onClick={() => setOpen(request.id)}>
                    {request.number}
                  </button>
                ),
              },
              { label: C.service, cell: (request) => request.serviceName },
              {
                label: C.party[side],
                cell: (request) =>
                  side === 'requester'
                    ? personName(request.supplier, request.supplierId)
                    : side === 'supplier'
                      ? personName(request.requester, request.requesterId)
                      : `${personName(request.requester, request.requesterId)} → ${personName(request.supplier, request.supplierId)}`,
              },
              {
                label: C.price,
                className: 'tabular',
                cell: (request) => (request.quote ? formatPrice(request.quote.price) : '—'),
              },
              { label: C.status, cell: (request) => <RequestBadge request={request} /> },
              {
                label: C.date,
                className: 'tabular',
                cell: (request) => formatDate(request.createdAt, { withTime: true }),
              },
            ]}
          />
        )}
      </ListStates>
      <RequestPanel id={open} onClose={() => setOpen(null)} />
    </div>
  );
}

import { useState } from 'react';
import { serverMessage } from '../../shared/api';
import { formatDate, stripHtml } from '../../shared/lib';
import { toast } from '../../shared/toast';
import {
  Button,
  Skeleton,
  ReasonBox,
  StateMessage,
  TableFrame,
  workspaceStyles as styles,
  LoadError,
} from '../../shared/ui';
import { useModerationQueue } from './api/listModerationQueue';
import { useServiceStep } from './api/serviceStep';
import { servicePrice } from './MyServices';
import { PRICE_TYPE_LABELS, SERVICES_TEXT, type OwnService, type ServiceForm } from './model';

const M = SERVICES_TEXT.moderation;
const E = SERVICES_TEXT.editor;

/** The fields a moderator reads, as text, in the editor's order. */
function fieldsOf(form: ServiceForm, categoryName: string): Array<[string, string]> {
  return [
    [E.name, form.name],
    [E.shortDescription, form.shortDescription],
    [E.category, categoryName],
    [E.priceType, PRICE_TYPE_LABELS[form.priceType]],
    [E.price, servicePrice(form)],
    [E.duration, form.duration],
    [E.location, form.location],
    [E.isRemote, form.isRemote ? 'да' : 'нет'],
    [E.description, stripHtml(form.description)],
    [E.requirements, form.requirements],
    [E.images, form.images.join(', ')],
  ];
}

function Review({ service }: { service: OwnService }) {
  const step = useServiceStep();
  const [reason, setReason] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const now = fieldsOf(service, service.category?.name ?? SERVICES_TEXT.noCategory);
  const was = service.live
    ? fieldsOf(
        service.live,
        service.live.categoryId === service.categoryId
          ? (service.category?.name ?? '')
          : `№ ${service.live.categoryId ?? '—'}`,
      )
    : null;
  const decide = async (action: 'publish' | 'reject') => {
    if (action === 'reject' && !reason.trim()) {
      toast.error('Укажите причину отклонения');
      return;
    }
    try {
      await step.mutateAsync({ id: service.id, step: action, reason: reason.trim() });
      toast.success(action === 'publish' ? M.published : M.rejected);
    } catch (error) {
      toast.error(serverMessage(error) ?? 'Действие не выполнено');
    }
  };
  const supplier = service.supplier;
  return (
    <article className={styles.offer} aria-label={service.name}>
      <h3>
        {service.name} <span className={styles.muted}>{was ? M.editOfPublished : M.newService}</span>
      </h3>
      <p className={styles.muted}>
        {supplier ? supplier.displayName : ''} · {formatDate(service.updatedAt, { withTime: true })}
      </p>
      <TableFrame label={service.name}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{M.field}</th>
              {was && <th scope="col">{M.was}</th>}
              <th scope="col">{M.now}</th>
            </tr>
          </thead>
          <tbody>
            {now.map(([field, value], index) => {
              const before = was?.[index]?.[1];
              const changed = was !== null && before !== value;
              return (
                <tr key={field} data-changed={changed || undefined}>
                  <td data-label={M.field}>{field}</td>
                  {was && <td data-label={M.was}>{before || '—'}</td>}
                  <td data-label={M.now}>{changed ? <mark>{value || '—'}</mark> : value || '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableFrame>
      {rejecting ? (
        <ReasonBox
          label={M.rejectReason}
          value={reason}
          onChange={setReason}
          submit={M.reject}
          onSubmit={() => void decide('reject')}
          disabled={step.isPending}
          cancel={E.cancel}
          onCancel={() => setRejecting(false)}
        />
      ) : (
        <div className={styles.row}>
          <Button variant="primary" disabled={step.isPending} onClick={() => void decide('publish')}>
            {M.publish}
          </Button>
          <Button disabled={step.isPending} onClick={() => setRejecting(true)}>
            {M.reject}
          </Button>
        </div>
      )}
    </article>
  );
}

/** 'Модерация услуг': the submitted services, oldest first, each with what changed against its public version. */
export function ServiceModeration() {
  const queue = useModerationQueue();
  if (queue.isPending) return <Skeleton height={200} />;
  if (queue.isError) {
    return <LoadError query={queue} title={SERVICES_TEXT.loadError} retry={SERVICES_TEXT.retry} />;
  }
  if (queue.data.services.length === 0)
    return <StateMessage kind="empty" title={M.empty} description={M.emptyHint} />;
  return (
    <div className={styles.board}>
      {queue.data.services.map((service) => (
        <Review key={service.id} service={service} />
      ))}
    </div>
  );
}

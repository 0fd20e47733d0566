import { useState, type FormEvent } from 'react';
import { submitForm } from '../../shared/api';
import { formatDate } from '../../shared/lib';
import {
  Field,
  Button,
  Skeleton,
  StateMessage,
  TextField,
  workspaceStyles as styles,
  LoadError,
  SubmitRow,
} from '../../shared/ui';
import { useMyWarehouses } from './api/listMyWarehouses';
import { useOrderStep } from './api/orderStep';
import { ORDER_TEXT as T, type Order } from './model';

/*
 * A returned order's pieces back on sale (ADR 0078): the seller chooses the warehouse and how many,
 * at most the order's quantity, once; the server decides again on the order's stream.
 */

/** The seller's form: the warehouse and the quantity. */
export function RestockForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const F = T.restockForm;
  const warehouses = useMyWarehouses(true);
  const step = useOrderStep();
  const [warehouseId, setWarehouseId] = useState<string>(order.warehouseId ? String(order.warehouseId) : '');
  const [quantity, setQuantity] = useState(String(order.quantity));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = warehouseId || String(warehouses.data?.[0]?.id ?? '');
    if (!chosen) {
      setErrors({ warehouseId: F.noWarehouse });
      return;
    }
    const body = { warehouseId: Number(chosen), quantity: Number(quantity) };
    await submitForm(() => step.mutateAsync({ id: order.id, action: 'restock', body }), {
      done: F.done,
      failed: 'Действие не выполнено',
      setErrors,
      then: onDone,
    });
  };
  if (warehouses.isPending) return <Skeleton height={96} />;
  if (warehouses.isError) return <LoadError query={warehouses} title={F.loadError} retry={T.retry} />;
  if (warehouses.data.length === 0)
    return (
      <StateMessage
        kind="empty"
        title={F.noWarehouse}
        description={F.noWarehouseHint}
        action={<Button onClick={onDone}>Отмена</Button>}
      />
    );
  return (
    <form
      className={styles.acceptForm}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={T.actions.restock}
    >
      <p className={styles.muted}>{F.hint(order.quantity)}</p>
      <Field label={F.warehouse} error={errors.warehouseId}>
        <select
          className={styles.input}
          value={warehouseId || String(warehouses.data[0]!.id)}
          aria-invalid={errors.warehouseId ? true : undefined}
          onChange={(e) => setWarehouseId(e.target.value)}
        >
          {warehouses.data.map((warehouse) => (
            <option key={warehouse.id} value={warehouse.id}>
              {warehouse.name} · {warehouse.city}
            </option>
          ))}
        </select>
      </Field>
      <TextField
        label={F.quantity}
        inputMode="numeric"
        required
        value={quantity}
        error={errors.quantity}
        onChange={(e) => setQuantity(e.target.value)}
      />
      <SubmitRow label={F.submit} pending={step.isPending} onCancel={onDone} />
    </form>
  );
}

/** Where the returned pieces went back on sale, as the order's parties see it. */
export function RestockDetails({ restock }: { restock: NonNullable<Order['restock']> }) {
  return (
    <section className={styles.offer} aria-label={T.panel.restock}>
      <h3>{T.panel.restock}</h3>
      <dl className={styles.details}>
        <div>
          <dt>{T.restockForm.warehouse}</dt>
          <dd>
            {restock.warehouseName}{' '}
            <span className={styles.muted}>· {formatDate(restock.at, { withTime: true })}</span>
          </dd>
        </div>
        <div>
          <dt>{T.restockForm.quantity}</dt>
          <dd className="tabular">{restock.quantity} шт.</dd>
        </div>
      </dl>
    </section>
  );
}

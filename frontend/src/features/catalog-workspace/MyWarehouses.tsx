import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { serverMessage, submitForm } from '../../shared/api';
import { toast } from '../../shared/toast';
import {
  Button,
  SidePanel,
  Skeleton,
  StateMessage,
  TableFrame,
  TextField,
  workspaceStyles as styles,
  LoadError,
  SubmitRow,
} from '../../shared/ui';
import { useWarehouses } from './api/listWarehouses';
import { useRemoveWarehouse } from './api/removeWarehouse';
import { useSaveWarehouse } from './api/saveWarehouse';
import type { Warehouse } from './model';
import { WarehouseStockPanel } from './WarehouseStockPanel';

const EMPTY = { name: '', city: '', address: '', workingHours: '' };

function WarehouseForm({ warehouse, onDone }: { warehouse: Warehouse | null; onDone: () => void }) {
  const save = useSaveWarehouse();
  const [form, setForm] = useState(
    warehouse
      ? {
          name: warehouse.name,
          city: warehouse.city,
          address: warehouse.address,
          workingHours: warehouse.workingHours,
        }
      : EMPTY,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await submitForm(() => save.mutateAsync({ id: warehouse?.id ?? null, form }), {
      done: 'Склад сохранён',
      failed: 'Не удалось сохранить склад',
      setErrors,
      then: onDone,
    });
  };
  const field = (key: keyof typeof EMPTY, label: string, required = true) => (
    <TextField
      label={label}
      required={required}
      value={form[key]}
      error={errors[key]}
      onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))}
    />
  );
  return (
    <form
      className={styles.acceptForm}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={warehouse ? 'Изменение склада' : 'Новый склад'}
    >
      {field('name', 'Название')}
      {field('city', 'Город')}
      {field('address', 'Адрес')}
      {field('workingHours', 'Режим работы', false)}
      <SubmitRow label="Сохранить" pending={save.isPending} onCancel={onDone} />
    </form>
  );
}

/** 'Мои склады': the supplier's warehouses (pickup points of their parts), created, changed and removed. */
export function MyWarehouses() {
  const warehouses = useWarehouses();
  const remove = useRemoveWarehouse();
  const [editing, setEditing] = useState<Warehouse | null | 'new'>(null);
  const [stockOf, setStockOf] = useState<number | null>(null);
  const drop = async (warehouse: Warehouse) => {
    if (!window.confirm(`Удалить склад «${warehouse.name}»?`)) return;
    try {
      await remove.mutateAsync(warehouse.id);
      toast.success('Склад удалён');
    } catch (error) {
      toast.error(serverMessage(error) ?? 'Не удалось удалить склад');
    }
  };
  return (
    <div className={styles.board}>
      <div className={styles.row}>
        <Button variant="primary" onClick={() => setEditing('new')}>
          <Plus size={14} aria-hidden="true" /> Новый склад
        </Button>
      </div>
      {warehouses.isPending ? (
        <Skeleton height={120} />
      ) : warehouses.isError ? (
        <LoadError query={warehouses} title="Не удалось загрузить склады" retry="Повторить" />
      ) : warehouses.data.length === 0 ? (
        <StateMessage
          kind="empty"
          title="Складов пока нет"
          description="Добавьте склад: покупатели выбирают его как пункт самовывоза, а вы указываете на нём остатки товаров."
        />
      ) : (
        <TableFrame label="Склады">
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Склад</th>
                <th scope="col">Город</th>
                <th scope="col">Адрес</th>
                <th scope="col">Режим работы</th>
                <th scope="col">Действия</th>
              </tr>
            </thead>
            <tbody>
              {warehouses.data.map((w) => (
                <tr key={w.id}>
                  <td data-label="Склад">{w.name}</td>
                  <td data-label="Город">{w.city}</td>
                  <td data-label="Адрес">{w.address}</td>
                  <td data-label="Режим работы">{w.workingHours || '—'}</td>
                  <td data-label="Действия">
                    <div className={styles.row}>
                      <Button onClick={() => setStockOf(w.id)}>Остатки</Button>
                      <Button onClick={() => setEditing(w)}>Изменить</Button>
                      <Button disabled={remove.isPending} onClick={() => void drop(w)}>
                        Удалить
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
      <WarehouseStockPanel warehouseId={stockOf} onClose={() => setStockOf(null)} />
      <SidePanel
        open={editing !== null}
        onOpenChange={(next) => (next ? undefined : setEditing(null))}
        title={editing === 'new' ? 'Новый склад' : 'Изменение склада'}
      >
        {editing !== null && (
          <WarehouseForm warehouse={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        )}
      </SidePanel>
    </div>
  );
}

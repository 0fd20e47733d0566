import { useState } from 'react';
import { toast } from '../../shared/toast';
import {
  Button,
  SidePanel,
  Skeleton,
  StateMessage,
  TableFrame,
  workspaceStyles as styles,
  LoadError,
  moderationTone,
} from '../../shared/ui';
import { useWarehouseStock } from './api/getWarehouseStock';
import { useSetWarehouseQuantity } from './api/setWarehouseQuantity';
import { STATUS_LABELS, type WarehouseStock } from './model';

function QuantityCell({
  warehouseId,
  product,
}: {
  warehouseId: number;
  product: WarehouseStock['products'][number];
}) {
  const save = useSetWarehouseQuantity();
  const [value, setValue] = useState(String(product.quantity));
  const quantity = Number(value);
  const valid = /^\d{1,9}$/.test(value.trim());
  const changed = valid && quantity !== product.quantity;
  const submit = async () => {
    try {
      await save.mutateAsync({ productId: product.productId, warehouseId, quantity, stocks: product.stocks });
      toast.success(quantity === 0 ? 'Остаток снят со склада' : 'Остаток сохранён');
    } catch {
      // The client has shown the server's message.
    }
  };
  return (
    <form
      className={styles.row}
      onSubmit={(e) => {
        e.preventDefault();
        if (changed) void submit();
      }}
    >
      <input
        className={styles.input}
        inputMode="numeric"
        size={6}
        aria-label={`Остаток «${product.name}», шт.`}
        aria-invalid={!valid}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <Button type="submit" disabled={!changed || save.isPending}>
        Сохранить
      </Button>
    </form>
  );
}

/** What one warehouse holds: each product with its quantity there, changed in place, and the total. */
export function WarehouseStockPanel({
  warehouseId,
  onClose,
}: {
  warehouseId: number | null;
  onClose: () => void;
}) {
  const stock = useWarehouseStock(warehouseId);
  return (
    <SidePanel
      open={warehouseId !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={stock.data ? `Остатки: ${stock.data.warehouse.name}` : 'Остатки склада'}
    >
      {warehouseId === null ? null : stock.isPending ? (
        <Skeleton height={200} />
      ) : stock.isError ? (
        <LoadError query={stock} title="Не удалось загрузить остатки" retry="Повторить" />
      ) : stock.data.products.length === 0 ? (
        <StateMessage
          kind="empty"
          title="На складе нет товаров"
          description="Укажите остатки в карточке товара или загрузите прайс-лист со столбцом остатков этого склада."
        />
      ) : (
        <div className={styles.panelBody}>
          <p className={styles.muted}>
            Позиций: {stock.data.products.length}, всего {stock.data.total} шт.
          </p>
          <TableFrame label="Остатки склада">
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Товар</th>
                  <th scope="col">Статус</th>
                  <th scope="col">Остаток, шт.</th>
                </tr>
              </thead>
              <tbody>
                {stock.data.products.map((product) => (
                  <tr key={product.productId}>
                    <td data-label="Товар">
                      {product.name}
                      {product.partNumber && <span className={styles.muted}>{product.partNumber}</span>}
                    </td>
                    <td data-label="Статус">
                      <span className={styles.badge} data-tone={moderationTone(product.status)}>
                        {STATUS_LABELS[product.status]}
                      </span>
                    </td>
                    <td data-label="Остаток, шт.">
                      <QuantityCell
                        key={`${product.productId}-${product.quantity}`}
                        warehouseId={warehouseId}
                        product={product}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
        </div>
      )}
    </SidePanel>
  );
}

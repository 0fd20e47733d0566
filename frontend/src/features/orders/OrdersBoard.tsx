import { RotateCcw, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../shared/config/limits';
import { formatDate, formatPrice, useDebouncedValue } from '../../shared/lib';
import {
  Button,
  Pagination,
  Skeleton,
  StateMessage,
  TableFrame,
  workspaceStyles as styles,
} from '../../shared/ui';
import { useOrders } from './api/listOrders';
import { OrderPanel, StatusBadge } from './OrderPanel';
import {
  EMPTY_ORDER_FILTER,
  ORDER_PAGE_SIZE,
  ORDER_TEXT as T,
  STATUS_OPTIONS,
  type OrderFilter,
  type OrderSide,
} from './model';

/**
 * A list of orders with status, search and period filters, and the order beside it: the buyer's
 * orders, the requests for a seller's products, or every order for an admin.
 */
export function OrdersBoard({ side }: { side: OrderSide }) {
  const [filter, setFilter] = useState<OrderFilter>(EMPTY_ORDER_FILTER);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [open, setOpen] = useState<number | null>(null);
  const orders = useOrders(side, filter);
  useEffect(
    () =>
      setFilter((current) =>
        current.search === debounced ? current : { ...current, search: debounced, page: 1 },
      ),
    [debounced],
  );
  const update = (change: Partial<OrderFilter>) =>
    setFilter((current) => ({ ...current, page: 1, ...change }));
  const filtered = Boolean(filter.status || filter.disputeOpen || filter.search || filter.from || filter.to);
  const reset = () => {
    setSearch('');
    setFilter(EMPTY_ORDER_FILTER);
  };

  return (
    <div className={styles.board}>
      <div className={styles.toolbar} role="search">
        <label className={`${styles.field} ${styles.wide}`}>
          <span className={styles.label}>{T.search}</span>
          <span className={styles.searchBox}>
            <Search size={16} aria-hidden="true" className={styles.searchIcon} />
            <input
              type="search"
              className={`${styles.input} ${styles.withIcon}`}
              placeholder={T.searchPlaceholder}
              value={search}
              maxLength={200}
              onChange={(e) => setSearch(e.target.value)}
            />
          </span>
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{T.status}</span>
          <select
            className={styles.input}
            value={filter.status}
            onChange={(e) => update({ status: e.target.value as OrderFilter['status'] })}
          >
            <option value="">{T.allStatuses}</option>
            {STATUS_OPTIONS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{T.from}</span>
          <input
            type="date"
            className={styles.input}
            value={filter.from}
            onChange={(e) => update({ from: e.target.value })}
          />
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{T.to}</span>
          <input
            type="date"
            className={styles.input}
            value={filter.to}
            onChange={(e) => update({ to: e.target.value })}
          />
        </label>
        {side === 'admin' && (
          <div className={styles.field}>
            <span className={styles.label}>{T.disputes}</span>
            <label className={styles.toggle}>
              <input type="checkbox" checked={filter.disputeOpen} onChange={(e) => update({ disputeOpen: e.target.checked })} />
              {T.disputeOpenOnly}
            </label>
          </div>
        )}
        <Button onClick={reset} disabled={!filtered && !search}>
          <RotateCcw size={14} aria-hidden="true" /> {T.reset}
        </Button>
      </div>

      {orders.isPending ? (
        <div className={styles.loading} role="status">
          <span className="visually-hidden">{T.loading}</span>
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} height={44} />
          ))}
        </div>
      ) : orders.isError ? (
        <StateMessage
          kind="error"
          title={T.loadError}
          description={orders.error.message}
          action={<Button onClick={() => void orders.refetch()}>{T.retry}</Button>}
        />
      ) : orders.data.orders.length === 0 ? (
        <StateMessage
          kind="empty"
          title={T.empty[side]}
          description={filtered ? T.emptyFiltered : T.emptyHint[side]}
          action={filtered ? <Button onClick={reset}>{T.reset}</Button> : undefined}
        />
      ) : (
        <TableFrame label="Заказы" stale={orders.isPlaceholderData}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{T.columns.number}</th>
                <th scope="col">{T.columns.product}</th>
                <th scope="col">{T.columns.party[side]}</th>
                <th scope="col">{T.columns.quantity}</th>
                <th scope="col">{T.columns.total}</th>
                <th scope="col">{T.columns.status}</th>
                <th scope="col">{T.columns.date}</th>
              </tr>
            </thead>
            <tbody>
              {orders.data.orders.map((order) => (
                <tr key={order.id}>
                  <td data-label={T.columns.number}>
                    <button type="button" className={styles.link} onClick={() => setOpen(order.id)}>
                      {order.number}
                    </button>
                  </td>
                  <td data-label={T.columns.product}>
                    {order.productName}
                    {order.partNumber && <span className={styles.muted}> · арт. {order.partNumber}</span>}
                  </td>
                  <td data-label={T.columns.party[side]}>
                    {side === 'buyer'
                      ? order.seller.name
                      : side === 'seller'
                        ? order.buyer.name
                        : `${order.buyer.name ?? order.buyer.id} → ${order.seller.name ?? order.seller.id}`}
                  </td>
                  <td data-label={T.columns.quantity} className="tabular">
                    {order.quantity}
                  </td>
                  <td data-label={T.columns.total} className="tabular">
                    {formatPrice(order.total)}
                  </td>
                  <td data-label={T.columns.status}>
                    <StatusBadge order={order} />
                  </td>
                  <td data-label={T.columns.date} className="tabular">
                    {formatDate(order.createdAt, { withTime: true })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
      {orders.data && orders.data.totalPages > 1 && (
        <Pagination
          page={filter.page}
          totalPages={orders.data.totalPages}
          total={orders.data.total}
          limit={ORDER_PAGE_SIZE}
          onPageChange={(page) => setFilter((c) => ({ ...c, page }))}
        />
      )}
      <OrderPanel orderId={open} onClose={() => setOpen(null)} />
    </div>
  );
}

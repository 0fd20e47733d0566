import { useState } from 'react';
import { formatDate, formatPrice, usePagedFilter, useTypedFilter } from '../../shared/lib';
import {
  Button,
  FilterToolbar,
  ListStates,
  PeriodFilter,
  ListPages,
  ResetFilters,
  SearchFilter,
  SelectFilter,
  DataTable,
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
  const { filter, setFilter, update } = usePagedFilter<OrderFilter>(EMPTY_ORDER_FILTER);
  const [search, setSearch] = useTypedFilter(setFilter, 'search');
  const [open, setOpen] = useState<number | null>(null);
  const orders = useOrders(side, filter);
  const filtered = Boolean(filter.status || filter.disputeOpen || filter.search || filter.from || filter.to);
  const reset = () => {
    setSearch('');
    setFilter(EMPTY_ORDER_FILTER);
  };

  return (
    <div className={styles.board}>
      <FilterToolbar>
        <SearchFilter texts={T} value={search} onChange={setSearch} />
        <SelectFilter
          label={T.status}
          value={filter.status}
          onChange={(status) => update({ status })}
          all={T.allStatuses}
          options={STATUS_OPTIONS}
        />
        <PeriodFilter texts={T} from={filter.from} to={filter.to} onChange={update} />
        {side === 'admin' && (
          <div className={styles.field}>
            <span className={styles.label}>{T.disputes}</span>
            <label className={styles.toggle}>
              <input
                type="checkbox"
                checked={filter.disputeOpen}
                onChange={(e) => update({ disputeOpen: e.target.checked })}
              />
              {T.disputeOpenOnly}
            </label>
          </div>
        )}
        <ResetFilters onReset={reset} disabled={!filtered && !search} label={T.reset} />
      </FilterToolbar>

      <ListStates
        query={orders}
        empty={(data) => data.orders.length === 0}
        texts={T}
        emptyState={{
          title: T.empty[side],
          description: filtered ? T.emptyFiltered : T.emptyHint[side],
          action: filtered ? <Button onClick={reset}>{T.reset}</Button> : undefined,
        }}
      >
        {(data) => (
          <DataTable
            label="Заказы"
            frame={{ stale: orders.isPlaceholderData }}
            rows={data.orders}
            rowKey={(order) => order.id}
            columns={[
              {
                label: T.columns.number,
                cell: (order) => (
                  <button type="button" className={styles.link} onClick={() => setOpen(order.id)}>
                    {order.number}
                  </button>
                ),
              },
              {
                label: T.columns.product,
                cell: (order) => (
                  <>
                    {order.productName}
                    {order.partNumber && <span className={styles.muted}> · арт. {order.partNumber}</span>}
                  </>
                ),
              },
              {
                label: T.columns.party[side],
                cell: (order) =>
                  side === 'buyer'
                    ? order.seller.name
                    : side === 'seller'
                      ? order.buyer.name
                      : `${order.buyer.name ?? order.buyer.id} → ${order.seller.name ?? order.seller.id}`,
              },
              { label: T.columns.quantity, className: 'tabular', cell: (order) => order.quantity },
              { label: T.columns.total, className: 'tabular', cell: (order) => formatPrice(order.total) },
              { label: T.columns.status, cell: (order) => <StatusBadge order={order} /> },
              {
                label: T.columns.date,
                className: 'tabular',
                cell: (order) => formatDate(order.createdAt, { withTime: true }),
              },
            ]}
          />
        )}
      </ListStates>
      <ListPages
        answer={orders.data}
        page={filter.page}
        limit={ORDER_PAGE_SIZE}
        onPageChange={(page) => setFilter((c) => ({ ...c, page }))}
      />
      <OrderPanel id={open} onClose={() => setOpen(null)} />
    </div>
  );
}

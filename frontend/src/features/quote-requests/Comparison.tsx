import { useState } from 'react';
import { formatPrice } from '../../shared/lib';
import { Button, TableFrame, workspaceStyles as ws } from '../../shared/ui';
import type { QuoteRequest } from './api/index';
import styles from './QuoteRequests.module.css';
import { QUOTE_TEXT } from './text';

type Comparison = NonNullable<QuoteRequest['comparison']>;
type Cell = NonNullable<Comparison['lines']>[number]['cells'] extends (infer C)[] | undefined ? C : never;
type Sort = 'total' | 'lead' | 'name';
const T = QUOTE_TEXT.table;

/** The line's answer of a supplier. */
const cellOf = (line: NonNullable<Comparison['lines']>[number], supplierId: number | undefined) =>
  line.cells?.find((cell) => cell.supplierId === supplierId);

function CellView({ cell }: { cell: Cell }) {
  return (
    <span className={styles.cell}>
      <span className={styles.price}>{formatPrice(cell.unitPrice ?? 0)}</span>
      <span className={ws.muted}>
        {cell.quantity} · {T.days(cell.leadTimeDays ?? 0)} · {cell.conditionName}
      </span>
      <span className={styles.marks}>
        {cell.bestPrice && <span className={`${styles.mark} ${styles.best}`}>{T.best}</span>}
        {cell.fastest && <span className={styles.mark}>{T.fastest}</span>}
      </span>
    </span>
  );
}

/**
 * Lines × suppliers (ADR 0069): each cell the price, quantity, lead time and condition; per line the
 * best price and the fastest marked; totals per supplier; suppliers sortable. On a phone, per line a
 * list of answers. With `onAward` (the buyer, after the close) a supplier is chosen per line or for all.
 */
export function ComparisonView({
  comparison,
  onAward,
  busy,
}: {
  comparison: Comparison;
  onAward?:
    | ((choice: { supplierId: number } | { lines: Array<{ lineId: number; supplierId: number }> }) => void)
    | undefined;
  busy?: boolean;
}) {
  const [sort, setSort] = useState<Sort>('total');
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const suppliers = [...(comparison.suppliers ?? [])].sort((a, b) =>
    sort === 'name'
      ? (a.name ?? '').localeCompare(b.name ?? '', 'ru')
      : sort === 'lead'
        ? (a.maxLeadTimeDays ?? 0) - (b.maxLeadTimeDays ?? 0)
        : (b.linesQuoted ?? 0) - (a.linesQuoted ?? 0) || (a.amount ?? 0) - (b.amount ?? 0),
  );
  const lines = comparison.lines ?? [];
  const nameOf = (supplier: (typeof suppliers)[number]) => supplier.name ?? `Поставщик № ${supplier.id}`;
  const choose = (lineId: number, supplierId: number) =>
    setChosen((current) => ({ ...current, [lineId]: supplierId }));
  const chosenCount = Object.keys(chosen).length;

  return (
    <div className={styles.section}>
      <div className={styles.toolbar}>
        <label className={ws.field}>
          <span className={ws.label}>{T.sortBy}</span>
          <select className={ws.input} value={sort} onChange={(event) => setSort(event.target.value as Sort)}>
            <option value="total">{T.sortTotal}</option>
            <option value="lead">{T.sortLead}</option>
            <option value="name">{T.sortName}</option>
          </select>
        </label>
        {onAward && chosenCount > 0 && (
          <>
            <span className={ws.muted}>{T.chosen(chosenCount)}</span>
            <Button
              variant="primary"
              disabled={busy}
              onClick={() =>
                onAward({
                  lines: Object.entries(chosen).map(([lineId, supplierId]) => ({
                    lineId: Number(lineId),
                    supplierId,
                  })),
                })
              }
            >
              {T.awardChosen}
            </Button>
          </>
        )}
      </div>
      <div className={styles.wideOnly}>
        <TableFrame label={QUOTE_TEXT.panel.comparison} narrow="scroll">
          <table className={ws.table} data-testid="comparison-table">
            <thead>
              <tr>
                <th scope="col">{T.designation}</th>
                <th scope="col">{T.quantity}</th>
                {suppliers.map((supplier) => (
                  <th scope="col" key={supplier.id}>
                    {nameOf(supplier)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.lineId}>
                  <th scope="row">
                    {line.designation}
                    <span className={ws.muted}>{line.name}</span>
                  </th>
                  <td className="tabular">
                    {line.quantity} {line.unit}
                  </td>
                  {suppliers.map((supplier) => {
                    const cell = cellOf(line, supplier.id);
                    return (
                      <td
                        key={supplier.id}
                        className={chosen[line.lineId!] === supplier.id ? styles.chosenCell : undefined}
                      >
                        {cell ? (
                          <>
                            <CellView cell={cell} />
                            {onAward && (
                              <label className={ws.toggle}>
                                <input
                                  type="radio"
                                  name={`line-${line.lineId}`}
                                  checked={chosen[line.lineId!] === supplier.id}
                                  onChange={() => choose(line.lineId!, supplier.id!)}
                                  aria-label={`${T.choose}: ${line.designation}, ${nameOf(supplier)}`}
                                />
                                {T.choose}
                              </label>
                            )}
                          </>
                        ) : (
                          <span className={ws.muted}>—</span>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
              <tr className={styles.totals}>
                <th scope="row">{T.total}</th>
                <td />
                {suppliers.map((supplier) => (
                  <td key={supplier.id}>
                    <span className={styles.cell}>
                      <span className={styles.price} data-testid="supplier-total">
                        {formatPrice(supplier.amount ?? 0)}
                      </span>
                      <span className={ws.muted}>
                        {T.linesQuoted(supplier.linesQuoted ?? 0)}
                        {supplier.maxLeadTimeDays != null ? ` · до ${T.days(supplier.maxLeadTimeDays)}` : ''}
                      </span>
                      {onAward && (
                        <Button
                          size="small"
                          disabled={busy}
                          onClick={() => onAward({ supplierId: supplier.id! })}
                        >
                          {T.chooseAll}
                        </Button>
                      )}
                    </span>
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </TableFrame>
      </div>
      <div className={styles.narrowOnly}>
        <ol className={styles.lineCards} data-testid="comparison-cards">
          {lines.map((line) => (
            <li key={line.lineId} className={styles.lineCard}>
              <h4>
                {line.designation} {line.name} · {line.quantity} {line.unit}
              </h4>
              <ul className={styles.answerList}>
                {suppliers
                  .map((supplier) => ({ supplier, cell: cellOf(line, supplier.id) }))
                  .filter((item) => item.cell)
                  .sort((a, b) => (a.cell!.unitPrice ?? 0) - (b.cell!.unitPrice ?? 0))
                  .map(({ supplier, cell }) => (
                    <li
                      key={supplier.id}
                      className={`${styles.answerItem} ${chosen[line.lineId!] === supplier.id ? styles.chosenCell : ''}`}
                    >
                      <strong>{nameOf(supplier)}</strong>
                      <CellView cell={cell!} />
                      {onAward && (
                        <label className={ws.toggle}>
                          <input
                            type="radio"
                            name={`line-card-${line.lineId}`}
                            checked={chosen[line.lineId!] === supplier.id}
                            onChange={() => choose(line.lineId!, supplier.id!)}
                            aria-label={`${T.choose}: ${line.designation}, ${nameOf(supplier)}`}
                          />
                          {T.choose}
                        </label>
                      )}
                    </li>
                  ))}
              </ul>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}

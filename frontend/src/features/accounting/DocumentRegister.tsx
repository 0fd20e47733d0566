import { Download, FileText, RotateCcw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { formatDate, formatPrice } from '../../shared/lib';
import {
  Field,
  Button,
  DataTable,
  ListStates,
  sortRows,
  TableFrame,
  workspaceStyles as styles,
  type SortState,
  Options,
} from '../../shared/ui';
import { downloadPdf } from './api/downloadPdf';
import { downloadRegister } from './api/downloadRegister';
import { useRegister } from './api/getRegister';
import { CorrectionDialog, PaymentDialog } from './DocumentDialogs';
import {
  ACCOUNTING_TEXT as T,
  EXPORT_FORMATS,
  PAYMENT_LABELS,
  TYPE_LABELS,
  paymentTone,
  type AccountingDocument,
  type ExportFormat,
  type RegisterFilter,
  type RegisterSide,
  type Totals,
} from './model';
import local from './Accounting.module.css';

type SortKey = 'issuedOn' | 'number' | 'total' | 'counterparty';

/** Totals per counterparty or per month, folded under their title; nothing for a single group. */
function Breakdown({ title, rows }: { title: string; rows: Totals[] }) {
  if (rows.length < 2) return null;
  return (
    <details className={local.breakdown}>
      <summary>{title}</summary>
      <TableFrame label={title} narrow="scroll">
        <table className={styles.table}>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <td className="tabular">{row.key}</td>
                <td className="tabular">{row.count}</td>
                <td className="tabular">{formatPrice(row.amount)}</td>
                <td className="tabular">{formatPrice(row.paid)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
    </details>
  );
}

const EMPTY_FILTER = { from: '', to: '', type: '', status: '', counterparty: '' } as const;
/** The period's two ends: each bounds the other. */
const PERIOD_ENDS = ['from', 'to'] as const;
/** The register's fixed choices, «all» first. */
const CHOICES = [
  { key: 'type', label: T.filters.type, all: T.filters.allTypes, options: Object.entries(TYPE_LABELS) },
  {
    key: 'status',
    label: T.filters.status,
    all: T.filters.allStatuses,
    options: Object.entries(PAYMENT_LABELS),
  },
] as const;

/**
 * The register of documents on one side: issued by me (`seller`) or to me (`buyer`), filtered by
 * period, type, payment and counterparty, with the totals and the exports an accountant needs.
 */
export function DocumentRegister({ side }: { side: RegisterSide }) {
  const [filter, setFilter] = useState<RegisterFilter>({ side, ...EMPTY_FILTER });
  const [sort, setSort] = useState<SortState<SortKey>>({ key: 'issuedOn', desc: true });
  const [paying, setPaying] = useState<AccountingDocument | null>(null);
  const [correcting, setCorrecting] = useState<AccountingDocument | null>(null);
  const register = useRegister(filter);
  const seller = side === 'seller';
  const counterpartyOf = (d: AccountingDocument) => (seller ? d.buyer : d.seller);
  // A choice's value is one of its options: the select offers no other.
  const set = (patch: Partial<Record<keyof RegisterFilter, string>>) =>
    setFilter((current) => ({ ...current, ...patch }) as RegisterFilter);
  const filtered = Boolean(filter.from || filter.to || filter.type || filter.status || filter.counterparty);

  const rows = useMemo(() => {
    const value = (d: AccountingDocument) =>
      sort.key === 'counterparty'
        ? seller
          ? d.buyer.name
          : d.seller.name
        : sort.key === 'issuedOn'
          ? `${d.issuedOn}-${String(d.number).padStart(9, '0')}`
          : d[sort.key];
    return sortRows(register.data?.documents ?? [], sort, value);
  }, [register.data, sort, seller]);

  const totals = register.data?.totals;

  return (
    <div className={styles.board}>
      <div className={styles.toolbar} role="search">
        <label className={`${styles.field} ${styles.wide}`}>
          <span className={styles.label}>{T.filters.counterparty}</span>
          <input
            type="search"
            className={styles.input}
            placeholder={T.filters.counterpartyPlaceholder}
            value={filter.counterparty}
            onChange={(e) => set({ counterparty: e.target.value })}
          />
        </label>
        {PERIOD_ENDS.map((end) => (
          <Field key={end} label={T.filters[end]}>
            <input
              type="date"
              className={styles.input}
              value={filter[end]}
              min={end === 'to' ? filter.from || undefined : undefined}
              max={end === 'from' ? filter.to || undefined : undefined}
              onChange={(e) => set({ [end]: e.target.value })}
            />
          </Field>
        ))}
        {CHOICES.map(({ key, label, all, options }) => (
          <Field key={key} label={label}>
            <select
              className={styles.input}
              value={filter[key]}
              onChange={(e) => set({ [key]: e.target.value })}
            >
              <option value="">{all}</option>
              <Options of={options} />
            </select>
          </Field>
        ))}
        <Button disabled={!filtered} onClick={() => setFilter({ side, ...EMPTY_FILTER })}>
          <RotateCcw size={14} aria-hidden="true" /> {T.filters.reset}
        </Button>
      </div>
      <div className={styles.row} role="group" aria-label={T.export}>
        <span className={styles.label}>{T.export}:</span>
        {(Object.keys(EXPORT_FORMATS) as ExportFormat[]).map((format) => (
          <Button
            key={format}
            disabled={!rows.length}
            onClick={() => void downloadRegister(filter, format).catch(() => undefined)}
          >
            <Download size={14} aria-hidden="true" /> {EXPORT_FORMATS[format]}
          </Button>
        ))}
      </div>
      {totals && totals.count > 0 && (
        <dl className={local.totals} aria-label="Итоги">
          <div>
            <dt>{T.totals.count}</dt>
            <dd className="tabular">{totals.count}</dd>
          </div>
          <div>
            <dt>{T.totals.amount}</dt>
            <dd className="tabular">{formatPrice(totals.amount)}</dd>
          </div>
          <div>
            <dt>{T.totals.vat}</dt>
            <dd className="tabular">{formatPrice(totals.vat)}</dd>
          </div>
          <div>
            <dt>{T.totals.paid}</dt>
            <dd className="tabular">{formatPrice(totals.paid)}</dd>
          </div>
        </dl>
      )}
      <ListStates
        query={register}
        empty={() => rows.length === 0}
        texts={T}
        rows={4}
        emptyState={{
          title: filtered ? T.empty.filtered : seller ? T.empty.issued : T.empty.received,
          description: filtered ? undefined : seller ? T.emptyHint.issued : T.emptyHint.received,
        }}
      >
        {() => (
          <DataTable
            label="Документы"
            rows={rows}
            rowKey={(d) => d.id}
            rowProps={(d) => ({ 'data-corrected': d.correctedBy ? 'true' : undefined })}
            sort={{ state: sort, onSort: setSort }}
            columns={[
              {
                label: T.columns.document,
                sortBy: 'number',
                cell: (d) => (
                  <>
                    <strong>
                      {d.typeLabel} № {d.number}
                    </strong>
                    {d.docType === 'ukd' && (
                      <span className={styles.badge} data-tone="stop">
                        {T.ukdBadge}
                      </span>
                    )}
                    {d.adjusts && (
                      <span className={styles.muted}>
                        {T.adjusts(d.adjusts.number, formatDate(d.adjusts.issuedOn))}: «{d.adjusts.reason}»
                      </span>
                    )}
                    {d.corrects && (
                      <span className={styles.muted}>
                        {T.corrects(d.corrects.number)}: «{d.corrects.reason}»
                      </span>
                    )}
                    {d.correctedBy && (
                      <span className={styles.muted}>{T.correctedBy(d.correctedBy.number)}</span>
                    )}
                    {d.returnedBy && (
                      <span className={styles.badge} data-tone="stop">
                        {T.returnedBy(d.returnedBy.number)}
                      </span>
                    )}
                  </>
                ),
              },
              {
                label: T.columns.date,
                sortBy: 'issuedOn',
                className: 'tabular',
                cell: (d) => formatDate(d.issuedOn),
              },
              {
                label: T.columns.counterparty,
                sortBy: 'counterparty',
                cell: (d) => (
                  <>
                    {counterpartyOf(d).name}
                    {counterpartyOf(d).inn && (
                      <span className={styles.muted}>ИНН {counterpartyOf(d).inn}</span>
                    )}
                  </>
                ),
              },
              { label: T.columns.deal, cell: (d) => d.deal.label },
              {
                label: T.columns.total,
                sortBy: 'total',
                className: 'tabular',
                cell: (d) => formatPrice(d.total),
              },
              {
                label: T.columns.vat,
                className: 'tabular',
                cell: (d) => (d.vatRate === null ? T.noVat : `${d.vatRate}%: ${formatPrice(d.vat)}`),
              },
              {
                label: T.columns.payment,
                cell: (d) =>
                  d.docType === 'invoice' ? (
                    <>
                      <span className={styles.badge} data-tone={paymentTone(d.paymentStatus)}>
                        {d.paymentLabel}
                      </span>
                      {d.paymentStatus === 'partly' && (
                        <span className={`${styles.muted} tabular`}>{formatPrice(d.paid)}</span>
                      )}
                    </>
                  ) : (
                    <span className={styles.muted}>—</span>
                  ),
              },
              {
                label: T.columns.actions,
                cell: (d) => (
                  <div className={styles.row}>
                    <Button
                      onClick={() => void downloadPdf(d).catch(() => undefined)}
                      aria-label={`${T.actions.pdf}: ${d.typeLabel} № ${d.number}`}
                    >
                      <FileText size={14} aria-hidden="true" /> {T.actions.pdf}
                    </Button>
                    {seller && d.docType === 'invoice' && !d.correctedBy && (
                      <Button onClick={() => setPaying(d)}>{T.actions.payment}</Button>
                    )}
                    {seller && !d.correctedBy && !d.returnedBy && d.docType !== 'ukd' && (
                      <Button onClick={() => setCorrecting(d)}>{T.actions.correct}</Button>
                    )}
                  </div>
                ),
              },
            ]}
          />
        )}
      </ListStates>
      {register.data && <Breakdown title={T.totals.byCounterparty} rows={register.data.byCounterparty} />}
      {register.data && <Breakdown title={T.totals.byMonth} rows={register.data.byMonth} />}
      {paying && <PaymentDialog document={paying} onClose={() => setPaying(null)} />}
      {correcting && <CorrectionDialog document={correcting} onClose={() => setCorrecting(null)} />}
    </div>
  );
}

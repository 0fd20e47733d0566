import { useMemo, useState, type ReactNode } from 'react';
import { usePart, useParts, type Part, type PartSummary } from '../../entities/part';
import { formatPrice, useDebouncedValue } from '../../shared/lib';
import {
  Button,
  DataTable,
  ListStates,
  sortRows,
  ListPages,
  SidePanel,
  Skeleton,
  TableFrame,
  workspaceStyles as styles,
  type SortState,
  LoadError,
} from '../../shared/ui';
import { MergeDialog, SplitDialog } from './PartDialogs';
import { PART_ADMIN_TEXT as T } from './model';

type SortKey = 'designation' | 'name' | 'offerCount' | 'minPrice';

/** A part's designations, offers and history, with the merge and split actions (ADR 0067). */
function PartDetail({
  id,
  history,
  onOpen,
}: {
  id: number;
  history: (partId: number) => ReactNode;
  onOpen: (partId: number) => void;
}) {
  const part = usePart(id);
  const [dialog, setDialog] = useState<'merge' | 'split' | null>(null);
  if (part.isPending) return <Skeleton height={240} />;
  if (part.isError) return <LoadError query={part} title={T.loadError} retry={T.retry} />;
  const p: Part = part.data;
  return (
    <div className={styles.panelBody}>
      {/* A merged part's address answers with its survivor. */}
      {p.id !== id && <p className={styles.notice}>{T.mergedAway(p.id)}</p>}
      <dl className={styles.details}>
        <div>
          <dt>Обозначение</dt>
          <dd className="tabular">{p.designation}</dd>
        </div>
        <div>
          <dt>Наименование</dt>
          <dd>{p.name}</dd>
        </div>
        <div>
          <dt>Предложений</dt>
          <dd className="tabular">{p.offerCount}</dd>
        </div>
        <div>
          <dt>Цены</dt>
          <dd className="tabular">
            {p.minPrice === null
              ? '—'
              : `${formatPrice(p.minPrice)} — ${formatPrice(p.maxPrice ?? p.minPrice)}`}
          </dd>
        </div>
      </dl>
      <div className={styles.row}>
        <Button onClick={() => setDialog('merge')}>{T.merge}</Button>
        <Button onClick={() => setDialog('split')}>{T.split}</Button>
      </div>
      <h3 className={styles.label}>{T.designations}</h3>
      <TableFrame label={T.designations}>
        <table className={styles.table} aria-label={T.designations}>
          <thead>
            <tr>
              <th scope="col">Обозначение</th>
              <th scope="col">Связь</th>
              <th scope="col">Источник</th>
            </tr>
          </thead>
          <tbody>
            {p.designations.map((d) => (
              <tr key={d.designation}>
                <td data-label="Обозначение" className="tabular">
                  {d.designation}
                </td>
                <td data-label="Связь">{d.kindName}</td>
                <td data-label="Источник">{d.source || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
      <h3 className={styles.label}>{T.offers}</h3>
      {p.offers.length === 0 ? (
        <p className={styles.muted}>{T.noOffers}</p>
      ) : (
        <TableFrame label={T.offers}>
          <table className={styles.table} aria-label={T.offers}>
            <thead>
              <tr>
                <th scope="col">Товар</th>
                <th scope="col">Поставщик</th>
                <th scope="col">Состояние</th>
                <th scope="col">Цена</th>
                <th scope="col">Остаток</th>
                <th scope="col">Город</th>
              </tr>
            </thead>
            <tbody>
              {p.offers.map((o) => (
                <tr key={o.productId}>
                  <td data-label="Товар">
                    <a className={styles.link} href={`/product/${o.productId}`}>
                      {o.name}
                    </a>
                  </td>
                  <td data-label="Поставщик">{o.supplier.name ?? `№ ${o.supplier.id}`}</td>
                  <td data-label="Состояние">{o.conditionName}</td>
                  <td data-label="Цена" className="tabular">
                    {formatPrice(o.price)}
                  </td>
                  <td data-label="Остаток" className="tabular">
                    {o.quantity} шт.
                  </td>
                  <td data-label="Город">{o.city ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
      <h3 className={styles.label}>{T.history}</h3>
      {history(p.id)}
      {dialog === 'merge' && (
        <MergeDialog part={p} onClose={() => setDialog(null)} onMerged={(survivor) => onOpen(survivor)} />
      )}
      {dialog === 'split' && (
        <SplitDialog part={p} onClose={() => setDialog(null)} onSplit={(created) => onOpen(created)} />
      )}
    </div>
  );
}

/**
 * «Номенклатура» of the moderation area: every part with search by any designation, its detail
 * (designations, offers, history) beside, and the merge and split actions (ADR 0067). `history`
 * renders a part's timeline (the audit's, given by the page).
 */
export function PartsAdmin({ history }: { history: (partId: number) => ReactNode }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const [sort, setSort] = useState<SortState<SortKey>>({ key: 'designation', desc: false });
  const query = useDebouncedValue(search.trim(), 300);
  const parts = useParts({ search: query, page, limit: 50 });
  const rows = useMemo(() => {
    const value = (p: PartSummary) =>
      sort.key === 'minPrice' ? (p.minPrice ?? Number.POSITIVE_INFINITY) : p[sort.key];
    return sortRows(parts.data?.parts ?? [], sort, value);
  }, [parts.data, sort]);
  const open = rows.find((p) => p.id === openId);

  return (
    <div className={styles.board}>
      <div className={styles.toolbar} role="search">
        <label className={`${styles.field} ${styles.wide}`}>
          <span className={styles.label}>{T.search}</span>
          <input
            className={styles.input}
            type="search"
            value={search}
            maxLength={200}
            title={T.searchHint}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
          />
        </label>
      </div>
      <ListStates
        query={parts}
        empty={() => rows.length === 0}
        texts={T}
        loading={<Skeleton height={160} />}
        emptyState={{ title: T.emptyTitle, description: T.emptyFiltered }}
      >
        {(data) => (
          <>
            <DataTable
              label="Номенклатурные позиции"
              tableLabel="Номенклатурные позиции"
              rows={rows}
              rowKey={(p) => p.id}
              sort={{ state: sort, onSort: setSort }}
              columns={[
                {
                  label: 'Обозначение',
                  sortBy: 'designation',
                  cell: (p) => (
                    <button
                      type="button"
                      className={`${styles.link} tabular`}
                      onClick={() => setOpenId(p.id)}
                    >
                      {p.designation}
                    </button>
                  ),
                },
                { label: 'Наименование', sortBy: 'name', cell: (p) => p.name },
                {
                  label: 'Предложений',
                  sortBy: 'offerCount',
                  className: 'tabular',
                  cell: (p) => p.offerCount,
                },
                {
                  label: 'Цена от',
                  sortBy: 'minPrice',
                  className: 'tabular',
                  cell: (p) => (p.minPrice === null ? '—' : formatPrice(p.minPrice)),
                },
              ]}
            />
            <ListPages answer={data} page={page} limit={50} onPageChange={setPage} />
          </>
        )}
      </ListStates>
      <SidePanel
        open={openId !== null}
        onOpenChange={(next) => (next ? undefined : setOpenId(null))}
        title={open ? `${open.designation} ${open.name}` : 'Номенклатурная позиция'}
      >
        {openId !== null && <PartDetail key={openId} id={openId} history={history} onOpen={setOpenId} />}
      </SidePanel>
    </div>
  );
}

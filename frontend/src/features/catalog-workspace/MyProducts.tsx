import { Download, Plus, Upload } from 'lucide-react';
import { useState } from 'react';
import { formatPrice, useDebouncedValue } from '../../shared/lib';
import {
  Button,
  DataTable,
  ListStates,
  ListPages,
  SidePanel,
  Skeleton,
  workspaceStyles as styles,
  SelectFilter,
  InputFilter,
  runOnEach,
  moderationTone,
} from '../../shared/ui';
import { downloadPriceList } from './api/exportPriceList';
import { useProduct } from './api/getProduct';
import { useProducts } from './api/listProducts';
import { useProductStep } from './api/productStep';
import { REVISION_LABELS, STATUS_LABELS, type ProductStatus, type ProductStep } from './model';
import { PriceListImport } from './PriceListImport';
import { ProductEditor } from './ProductEditor';

const PAGE_SIZE = 20;
const stepsFor = (status: ProductStatus, revision?: 'submitted' | 'rejected'): ProductStep[] =>
  status === 'draft' || status === 'rejected' || revision === 'rejected'
    ? ['submit', 'archive']
    : status === 'archived'
      ? ['restore']
      : ['archive'];
const STEP_LABELS: Record<'submit' | 'archive' | 'restore', string> = {
  submit: 'На модерацию',
  archive: 'В архив',
  restore: 'Вернуть в черновики',
};

function RejectionReason({ id }: { id: number }) {
  const product = useProduct(id);
  const reason = product.data?.revision?.rejectionReason ?? product.data?.rejectionReason;
  return reason ? <span className={`${styles.muted} ${styles.reason}`}>«{reason}»</span> : null;
}

/**
 * 'Мои товары' → «Товары»: the supplier's parts in every status, searched, filtered, paged, with
 * bulk steps; with `listing`, a buyer's parts for sale ('Продать зап.части', ADR 0031).
 */
export function MyProducts({ listing = false }: { listing?: boolean } = {}) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, 400);
  const [status, setStatus] = useState<ProductStatus | 'all'>('all');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<{ id: number | null; copyOf?: number } | null>(null);
  const [importing, setImporting] = useState(false);
  const products = useProducts({ mine: true, status, search: debounced, page, limit: PAGE_SIZE });
  const step = useProductStep();
  const run = async (ids: readonly number[], action: ProductStep) => {
    await runOnEach(ids, (id) => step.mutateAsync({ id, step: action }), 'Готово');
    setSelected(new Set());
  };
  const rows = products.data?.products ?? [];
  return (
    <div className={styles.board}>
      <div className={styles.toolbar} role="search">
        <InputFilter
          label="Поиск"
          type="search"
          wide
          placeholder="Название или артикул"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <SelectFilter
          label="Статус"
          value={status === 'all' ? '' : status}
          onChange={(value) => {
            setStatus(value || 'all');
            setPage(1);
          }}
          all="Все статусы"
          options={Object.entries(STATUS_LABELS) as Array<[ProductStatus, string]>}
        />
        <div className={styles.toolbarActions}>
          <Button onClick={() => setImporting(true)}>
            <Upload size={14} aria-hidden="true" /> Загрузить прайс-лист
          </Button>
          <Button onClick={() => void downloadPriceList('xlsx').catch(() => undefined)}>
            <Download size={14} aria-hidden="true" /> Выгрузить XLSX
          </Button>
          <Button onClick={() => void downloadPriceList('csv').catch(() => undefined)}>
            <Download size={14} aria-hidden="true" /> CSV
          </Button>
          <Button variant="primary" onClick={() => setEditing({ id: null })}>
            <Plus size={14} aria-hidden="true" /> Новый товар
          </Button>
        </div>
      </div>
      {importing && <PriceListImport onClose={() => setImporting(false)} />}
      {selected.size > 0 && (
        <div className={styles.row} role="group" aria-label={`Выбрано: ${selected.size}`}>
          <span className={styles.label}>Выбрано: {selected.size}</span>
          {(['submit', 'archive', 'restore'] as const).map((action) => (
            <Button key={action} disabled={step.isPending} onClick={() => void run([...selected], action)}>
              {STEP_LABELS[action]}
            </Button>
          ))}
        </div>
      )}
      <ListStates
        query={products}
        empty={() => rows.length === 0}
        texts={{ loadError: 'Не удалось загрузить товары', retry: 'Повторить' }}
        loading={<Skeleton height={160} />}
        emptyState={{
          title:
            search || status !== 'all'
              ? 'Под выбранные условия товары не найдены'
              : listing
                ? 'У вас пока нет объявлений'
                : 'У вас пока нет товаров',
          description: listing
            ? 'Продайте излишки или отремонтированные детали: после модерации объявление появится в каталоге.'
            : 'Добавьте товар: после модерации его найдут покупатели в каталоге.',
          action: <Button onClick={() => setEditing({ id: null })}>Новый товар</Button>,
        }}
      >
        {() => (
          <DataTable
            label={listing ? 'Объявления' : 'Товары'}
            frame={{ stale: products.isPlaceholderData }}
            rows={rows}
            rowKey={(p) => p.id}
            select={{ selected, onChange: setSelected, id: (p) => p.id, name: (p) => p.name }}
            columns={[
              {
                label: 'Товар',
                cell: (p) => (
                  <button type="button" className={styles.link} onClick={() => setEditing({ id: p.id })}>
                    {p.name}
                  </button>
                ),
              },
              { label: 'Артикул', className: 'tabular', cell: (p) => p.partNumber || '—' },
              { label: 'Категория', cell: (p) => p.Category?.name ?? '—' },
              { label: 'Цена', className: 'tabular', cell: (p) => formatPrice(p.price) },
              { label: 'Качество', cell: (p) => p.qualityName },
              { label: 'Остаток', className: 'tabular', cell: (p) => p.quantity },
              {
                label: 'Статус',
                cell: (p) => (
                  <>
                    <span className={styles.badge} data-tone={moderationTone(p.status)}>
                      {STATUS_LABELS[p.status]}
                    </span>
                    {p.revision && (
                      <span className={styles.badge} data-tone={moderationTone(p.revision)}>
                        {REVISION_LABELS[p.revision]}
                      </span>
                    )}
                    {(p.status === 'rejected' || p.revision === 'rejected') && <RejectionReason id={p.id} />}
                  </>
                ),
              },
              {
                label: 'Действия',
                cell: (p) => (
                  <div className={styles.row}>
                    {stepsFor(p.status, p.revision).map((action) => (
                      <Button
                        key={action}
                        size="small"
                        disabled={step.isPending}
                        onClick={() => void run([p.id], action)}
                      >
                        {STEP_LABELS[action as 'submit' | 'archive' | 'restore']}
                      </Button>
                    ))}
                    <Button size="small" onClick={() => setEditing({ id: null, copyOf: p.id })}>
                      Копия
                    </Button>
                  </div>
                ),
              },
            ]}
          />
        )}
      </ListStates>
      <ListPages answer={products.data} page={page} limit={PAGE_SIZE} onPageChange={setPage} />
      <SidePanel
        open={editing !== null}
        onOpenChange={(next) => (next ? undefined : setEditing(null))}
        title={editing?.id ? 'Изменение товара' : 'Новый товар'}
      >
        {editing !== null && (
          <ProductEditor
            productId={editing.id}
            copyOf={editing.copyOf ?? null}
            listing={listing}
            onDone={() => setEditing(null)}
          />
        )}
      </SidePanel>
    </div>
  );
}

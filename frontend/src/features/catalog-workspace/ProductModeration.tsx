import { useMemo, useState } from 'react';
import { serverMessage } from '../../shared/api';
import { formatDate, formatPrice, stripHtml } from '../../shared/lib';
import { toast } from '../../shared/toast';
import {
  Button,
  DataTable,
  ListStates,
  SidePanel,
  Skeleton,
  StateMessage,
  TableFrame,
  workspaceStyles as styles,
  TextAreaField,
  SelectFilter,
} from '../../shared/ui';
import { PART_SUGGESTION_TEXT, PartSuggestion, useLinkOffer } from '../../entities/part';
import { useProduct } from './api/getProduct';
import { useProducts } from './api/listProducts';
import { useProductStep } from './api/productStep';
import type { FieldChange, ProductCard } from './model';

/** A field's lines; image fields show their pictures. */
function Lines({ change, lines }: { change: FieldChange; lines: string[] }) {
  if (lines.length === 0) return <span className={styles.muted}>—</span>;
  if (change.field === 'images') {
    return (
      <span className={styles.row}>
        {lines.map((url, index) => (
          <img key={`${url}-${index}`} src={url} alt={`Изображение ${index + 1}`} width={64} height={48} />
        ))}
      </span>
    );
  }
  return (
    <>
      {lines.map((line, index) => (
        <span key={index} style={{ display: 'block' }}>
          {line}
        </span>
      ))}
    </>
  );
}

/** What an edit changes against the published version, field by field (ADR 0036). */
function Changes({ changes }: { changes: FieldChange[] }) {
  if (changes.length === 0) return <p className={styles.muted}>Поля не изменились.</p>;
  return (
    <TableFrame label="Что изменилось">
      <table className={styles.table} aria-label="Что изменилось">
        <thead>
          <tr>
            <th scope="col">Поле</th>
            <th scope="col">Опубликовано</th>
            <th scope="col">Стало</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.field} data-changed>
              <td data-label="Поле">{change.label}</td>
              <td data-label="Опубликовано">
                <Lines change={change} lines={change.before} />
              </td>
              <td data-label="Стало">
                <mark>
                  <Lines change={change} lines={change.after} />
                </mark>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

function Review({ id, onDone }: { id: number; onDone: () => void }) {
  const product = useProduct(id);
  const step = useProductStep();
  const [reason, setReason] = useState('');
  // The moderator may link the offer to its part at moderation (ADR 0067).
  const link = useLinkOffer();
  const [linkedTo, setLinkedTo] = useState<number | null | undefined>(undefined);
  const choosePart = async (partId: number | null) => {
    try {
      const answer = await link.mutateAsync({ productId: id, partId });
      setLinkedTo('partId' in answer ? answer.partId : partId);
      toast.success(partId === null ? 'Товар отвязан от позиции' : 'Товар привязан к позиции');
    } catch (error) {
      toast.error(serverMessage(error) ?? 'Не удалось привязать товар');
    }
  };
  const decide = async (action: 'publish' | 'reject') => {
    if (action === 'reject' && !reason.trim()) {
      toast.error('Укажите причину отклонения');
      return;
    }
    try {
      await step.mutateAsync({ id, step: action, reason: reason.trim() });
      toast.success(action === 'publish' ? 'Товар опубликован' : 'Товар отклонён');
      onDone();
    } catch (error) {
      toast.error(serverMessage(error) ?? 'Действие не выполнено');
    }
  };
  if (product.isPending) return <Skeleton height={240} />;
  if (product.isError)
    return (
      <StateMessage kind="error" title="Не удалось загрузить товар" description={product.error.message} />
    );
  const p = product.data;
  return (
    <div className={styles.panelBody}>
      {p.revision ? (
        <>
          <p className={styles.notice}>
            Изменения опубликованного товара: до решения покупатели видят прежнюю версию.
          </p>
          <Changes changes={p.revision.changes} />
        </>
      ) : (
        <p className={styles.notice}>Новый товар: в каталоге его ещё нет.</p>
      )}
      <dl className={styles.details}>
        <div>
          <dt>Поставщик</dt>
          <dd>{p.Supplier?.name ?? `№ ${p.Supplier?.id ?? '—'}`}</dd>
        </div>
        <div>
          <dt>Категория</dt>
          <dd>{p.Category?.name ?? '—'}</dd>
        </div>
        <div>
          <dt>Цена</dt>
          <dd className="tabular">{formatPrice(p.price)}</dd>
        </div>
        <div>
          <dt>Качество</dt>
          <dd>{p.qualityName}</dd>
        </div>
        <div>
          <dt>Остаток</dt>
          <dd className="tabular">{p.quantity} шт.</dd>
        </div>
        <div>
          <dt>На модерации с</dt>
          <dd>{formatDate(p.revision?.submittedAt ?? p.submittedAt ?? p.updatedAt, { withTime: true })}</dd>
        </div>
        <div>
          <dt>Описание</dt>
          <dd>{stripHtml(p.description) || '—'}</dd>
        </div>
        {p.Characteristics.map((c) => (
          <div key={c.name}>
            <dt>{c.name}</dt>
            <dd>{c.value}</dd>
          </div>
        ))}
      </dl>
      {p.Images.length > 0 && (
        <div className={styles.row}>
          {p.Images.map((image) => (
            <img key={image.url} src={image.url} alt="" width={96} height={72} />
          ))}
        </div>
      )}
      <PartSuggestion
        designation={p.partNumber ?? ''}
        name={p.name}
        chosenId={linkedTo === undefined ? (p.partId ?? null) : linkedTo}
        busy={link.isPending}
        hint={PART_SUGGESTION_TEXT.moderatorHint}
        onChoose={(partId) => void choosePart(partId)}
      />
      <TextAreaField label="Причина отклонения" maxLength={1000} value={reason} onChange={setReason} />
      <div className={styles.row}>
        <Button variant="primary" disabled={step.isPending} onClick={() => void decide('publish')}>
          Опубликовать
        </Button>
        <Button disabled={step.isPending} onClick={() => void decide('reject')}>
          Отклонить
        </Button>
      </div>
    </div>
  );
}

/** 'Модерация товаров': the submitted products with filters by supplier and category, bulk publishing, review beside. */
export function ProductModeration() {
  const queue = useProducts({ mine: false, status: 'submitted', search: '', page: 1, limit: 100 });
  const step = useProductStep();
  const [open, setOpen] = useState<ProductCard | null>(null);
  const [supplier, setSupplier] = useState('');
  const [category, setCategory] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const products = useMemo(() => queue.data?.products ?? [], [queue.data]);
  const suppliers = useMemo(
    () => [
      ...new Map(
        products.map((p) => [String(p.Supplier?.id), p.Supplier?.name ?? `№ ${p.Supplier?.id}`]),
      ).entries(),
    ],
    [products],
  );
  const categories = useMemo(
    () => [
      ...new Map(
        products.map((p) => [String(p.Category?.id ?? ''), p.Category?.name ?? 'Без категории']),
      ).entries(),
    ],
    [products],
  );
  const rows = products.filter(
    (p) =>
      (!supplier || String(p.Supplier?.id) === supplier) &&
      (!category || String(p.Category?.id ?? '') === category),
  );
  const publishSelected = async () => {
    let failed = 0;
    for (const id of selected) await step.mutateAsync({ id, step: 'publish' }).catch(() => (failed += 1));
    if (failed > 0) toast.error(`Не опубликовано: ${failed}`);
    else toast.success('Товары опубликованы');
    setSelected(new Set());
  };

  return (
    <div className={styles.board}>
      <div className={styles.toolbar}>
        <SelectFilter
          label="Поставщик"
          value={supplier}
          onChange={setSupplier}
          all="Все поставщики"
          options={suppliers}
        />
        <SelectFilter
          label="Категория"
          value={category}
          onChange={setCategory}
          all="Все категории"
          options={categories}
        />
        <Button disabled={selected.size === 0 || step.isPending} onClick={() => void publishSelected()}>
          Опубликовать выбранные{selected.size > 0 ? ` (${selected.size})` : ''}
        </Button>
      </div>
      <ListStates
        query={queue}
        empty={() => rows.length === 0}
        texts={{ loadError: 'Не удалось загрузить очередь', retry: 'Повторить' }}
        loading={<Skeleton height={160} />}
        emptyState={{
          title: 'Нет товаров на модерации',
          description: 'Здесь появятся товары, которые поставщики отправили на проверку.',
        }}
      >
        {() => (
          <DataTable
            label="Товары на модерации"
            rows={rows}
            rowKey={(p) => p.id}
            select={{ selected, onChange: setSelected, id: (p) => p.id, name: (p) => p.name }}
            columns={[
              {
                label: 'Товар',
                cell: (p) => (
                  <button type="button" className={styles.link} onClick={() => setOpen(p)}>
                    {p.name}
                  </button>
                ),
              },
              {
                label: 'Что проверить',
                cell: (p) => (
                  <span className={styles.badge} data-tone={p.revision ? 'wait' : undefined}>
                    {p.revision ? 'Изменения' : 'Новый товар'}
                  </span>
                ),
              },
              { label: 'Поставщик', cell: (p) => p.Supplier?.name ?? `№ ${p.Supplier?.id}` },
              { label: 'Категория', cell: (p) => p.Category?.name ?? 'Без категории' },
              { label: 'Цена', className: 'tabular', cell: (p) => formatPrice(p.price) },
            ]}
          />
        )}
      </ListStates>
      <SidePanel
        open={open !== null}
        onOpenChange={(next) => (next ? undefined : setOpen(null))}
        title={open?.name ?? 'Товар'}
      >
        {open && <Review id={open.id} onDone={() => setOpen(null)} />}
      </SidePanel>
    </div>
  );
}

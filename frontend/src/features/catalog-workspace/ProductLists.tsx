import { useState } from 'react';
import { uploadDocument } from '../../shared/api';
import { formatPrice } from '../../shared/lib';
import { toast } from '../../shared/toast';
import { Button, workspaceStyles as styles } from '../../shared/ui';
import type { ComponentDescription, DeliveryItem, NormativeDocument } from './model';

const num = (text: string): number | null => {
  const value = Number(text.replace(',', '.').replace(/\s/g, ''));
  return text.trim() === '' || !Number.isFinite(value) ? null : value;
};
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The delivery set (комплект поставки): rows with quantity, unit weight and price; totals computed as typed. */
export function DeliverySetEditor({
  items,
  onChange,
  error,
}: {
  items: DeliveryItem[];
  onChange: (items: DeliveryItem[]) => void;
  error?: string | undefined;
}) {
  const update = (index: number, patch: Partial<DeliveryItem>) =>
    onChange(
      items.map((item, i) => {
        if (i !== index) return item;
        const next = { ...item, ...patch };
        return {
          ...next,
          totalWeight: next.unitWeight === null ? null : round(next.unitWeight * next.quantity, 3),
          totalPrice: next.pricePerUnit === null ? null : round(next.pricePerUnit * next.quantity, 2),
        };
      }),
    );
  const total = items.reduce((sum, item) => sum + (item.totalPrice ?? 0), 0);
  const weight = items.reduce((sum, item) => sum + (item.totalWeight ?? 0), 0);
  return (
    <fieldset className={styles.field}>
      <legend className={styles.label}>Комплект поставки</legend>
      {items.map((item, index) => (
        <div key={index} className={styles.row}>
          <input
            className={styles.input}
            aria-label={`Позиция ${index + 1}: наименование`}
            placeholder="Наименование"
            value={item.itemName}
            onChange={(e) => update(index, { itemName: e.target.value })}
          />
          <input
            className={styles.input}
            aria-label={`Позиция ${index + 1}: количество`}
            inputMode="decimal"
            placeholder="Кол-во"
            value={String(item.quantity)}
            onChange={(e) => update(index, { quantity: num(e.target.value) ?? 0 })}
          />
          <input
            className={styles.input}
            aria-label={`Позиция ${index + 1}: вес единицы, кг`}
            inputMode="decimal"
            placeholder="Вес ед., кг"
            value={item.unitWeight ?? ''}
            onChange={(e) => update(index, { unitWeight: num(e.target.value) })}
          />
          <input
            className={styles.input}
            aria-label={`Позиция ${index + 1}: цена за единицу, ₽`}
            inputMode="decimal"
            placeholder="Цена ед., ₽"
            value={item.pricePerUnit ?? ''}
            onChange={(e) => update(index, { pricePerUnit: num(e.target.value) })}
          />
          <span className={`${styles.muted} tabular`}>
            {item.totalPrice === null || item.totalPrice === undefined ? '—' : formatPrice(item.totalPrice)}
          </span>
          <Button onClick={() => onChange(items.filter((_, i) => i !== index))}>Убрать</Button>
        </div>
      ))}
      {items.length > 0 && (
        <span className={`${styles.muted} tabular`}>
          Итого: {formatPrice(round(total, 2))}, {round(weight, 3)} кг
        </span>
      )}
      <Button
        onClick={() =>
          onChange([
            ...items,
            {
              itemName: '',
              quantity: 1,
              unitWeight: null,
              pricePerUnit: null,
              totalWeight: null,
              totalPrice: null,
            },
          ])
        }
      >
        Добавить позицию
      </Button>
      {error && <span role="alert">{error}</span>}
    </fieldset>
  );
}

/** Normative documents (ГОСТ, ТУ, сертификаты): name, standard, number and the PDF. */
export function DocumentsEditor({
  documents,
  onChange,
  error,
}: {
  documents: NormativeDocument[];
  onChange: (documents: NormativeDocument[]) => void;
  error?: string | undefined;
}) {
  const [uploading, setUploading] = useState<number | null>(null);
  const update = (index: number, patch: Partial<NormativeDocument>) =>
    onChange(documents.map((d, i) => (i === index ? { ...d, ...patch } : d)));
  const attach = async (index: number, file: File | undefined) => {
    if (!file) return;
    if (file.type !== 'application/pdf') return void toast.error('Приложите документ в формате PDF');
    setUploading(index);
    try {
      update(index, { filePath: await uploadDocument(file) });
    } catch {
      // The client has shown the server's message.
    } finally {
      setUploading(null);
    }
  };
  return (
    <fieldset className={styles.field}>
      <legend className={styles.label}>Нормативные документы</legend>
      {documents.map((d, index) => (
        <div key={index} className={styles.row}>
          <input
            className={styles.input}
            aria-label={`Документ ${index + 1}: название`}
            placeholder="Название"
            value={d.name}
            onChange={(e) => update(index, { name: e.target.value })}
          />
          <input
            className={styles.input}
            aria-label={`Документ ${index + 1}: стандарт`}
            placeholder="ГОСТ, ТУ"
            value={d.standard}
            onChange={(e) => update(index, { standard: e.target.value })}
          />
          <input
            className={styles.input}
            aria-label={`Документ ${index + 1}: номер`}
            placeholder="Номер"
            value={d.documentNumber}
            onChange={(e) => update(index, { documentNumber: e.target.value })}
          />
          {d.filePath ? (
            <a href={d.filePath} target="_blank" rel="noreferrer">
              PDF
            </a>
          ) : (
            <input
              type="file"
              accept="application/pdf"
              aria-label={`Документ ${index + 1}: файл PDF`}
              disabled={uploading === index}
              onChange={(e) => void attach(index, e.target.files?.[0])}
            />
          )}
          <Button onClick={() => onChange(documents.filter((_, i) => i !== index))}>Убрать</Button>
        </div>
      ))}
      <Button
        onClick={() =>
          onChange([...documents, { name: '', standard: '', documentNumber: '', filePath: null }])
        }
      >
        Добавить документ
      </Button>
      {error && <span role="alert">{error}</span>}
    </fieldset>
  );
}

/** Descriptions of the part's components (узлы). */
export function ComponentsEditor({
  components,
  onChange,
  error,
}: {
  components: ComponentDescription[];
  onChange: (components: ComponentDescription[]) => void;
  error?: string | undefined;
}) {
  const update = (index: number, patch: Partial<ComponentDescription>) =>
    onChange(components.map((c, i) => (i === index ? { ...c, ...patch } : c)));
  return (
    <fieldset className={styles.field}>
      <legend className={styles.label}>Описания узлов</legend>
      {components.map((c, index) => (
        <div key={index} className={styles.row}>
          <input
            className={styles.input}
            aria-label={`Узел ${index + 1}: название`}
            placeholder="Узел"
            value={c.componentName}
            onChange={(e) => update(index, { componentName: e.target.value })}
          />
          <textarea
            className={styles.textarea}
            rows={2}
            aria-label={`Узел ${index + 1}: описание`}
            value={c.description}
            onChange={(e) => update(index, { description: e.target.value })}
          />
          <Button onClick={() => onChange(components.filter((_, i) => i !== index))}>Убрать</Button>
        </div>
      ))}
      <Button onClick={() => onChange([...components, { componentName: '', description: '' }])}>
        Добавить узел
      </Button>
      {error && <span role="alert">{error}</span>}
    </fieldset>
  );
}

import { useState } from 'react';
import { uploadDocument } from '../../shared/api';
import { formatPrice } from '../../shared/lib';
import { toast } from '../../shared/toast';
import { workspaceStyles as styles } from '../../shared/ui';
import type { ComponentDescription, DeliveryItem, NormativeDocument } from './model';
import { RowInput, RowsFieldset } from './RowsFieldset';

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
  const withTotals = (item: DeliveryItem, patch: Partial<DeliveryItem>): DeliveryItem => {
    const next = { ...item, ...patch };
    return {
      ...next,
      totalWeight: next.unitWeight === null ? null : round(next.unitWeight * next.quantity, 3),
      totalPrice: next.pricePerUnit === null ? null : round(next.pricePerUnit * next.quantity, 2),
    };
  };
  const total = items.reduce((sum, item) => sum + (item.totalPrice ?? 0), 0);
  const weight = items.reduce((sum, item) => sum + (item.totalWeight ?? 0), 0);
  return (
    <RowsFieldset
      legend="Комплект поставки"
      rows={items}
      onChange={onChange}
      apply={withTotals}
      blank={() => ({
        itemName: '',
        quantity: 1,
        unitWeight: null,
        pricePerUnit: null,
        totalWeight: null,
        totalPrice: null,
      })}
      addText="Добавить позицию"
      error={error}
      after={
        items.length > 0 && (
          <span className={`${styles.muted} tabular`}>
            Итого: {formatPrice(round(total, 2))}, {round(weight, 3)} кг
          </span>
        )
      }
    >
      {(item, index, update) => (
        <>
          <RowInput
            aria-label={`Позиция ${index + 1}: наименование`}
            placeholder="Наименование"
            value={item.itemName}
            onText={(itemName) => update({ itemName })}
          />
          <RowInput
            aria-label={`Позиция ${index + 1}: количество`}
            inputMode="decimal"
            placeholder="Кол-во"
            value={String(item.quantity)}
            onText={(text) => update({ quantity: num(text) ?? 0 })}
          />
          <RowInput
            aria-label={`Позиция ${index + 1}: вес единицы, кг`}
            inputMode="decimal"
            placeholder="Вес ед., кг"
            value={item.unitWeight ?? ''}
            onText={(text) => update({ unitWeight: num(text) })}
          />
          <RowInput
            aria-label={`Позиция ${index + 1}: цена за единицу, ₽`}
            inputMode="decimal"
            placeholder="Цена ед., ₽"
            value={item.pricePerUnit ?? ''}
            onText={(text) => update({ pricePerUnit: num(text) })}
          />
          <span className={`${styles.muted} tabular`}>
            {item.totalPrice === null || item.totalPrice === undefined ? '—' : formatPrice(item.totalPrice)}
          </span>
        </>
      )}
    </RowsFieldset>
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
  const attach = async (index: number, file: File | undefined) => {
    if (!file) return;
    if (file.type !== 'application/pdf') return void toast.error('Приложите документ в формате PDF');
    setUploading(index);
    try {
      const filePath = await uploadDocument(file);
      onChange(documents.map((d, i) => (i === index ? { ...d, filePath } : d)));
    } catch {
      // The client has shown the server's message.
    } finally {
      setUploading(null);
    }
  };
  return (
    <RowsFieldset
      legend="Нормативные документы"
      rows={documents}
      onChange={onChange}
      blank={() => ({ name: '', standard: '', documentNumber: '', filePath: null })}
      addText="Добавить документ"
      error={error}
    >
      {(d, index, update) => (
        <>
          <RowInput
            aria-label={`Документ ${index + 1}: название`}
            placeholder="Название"
            value={d.name}
            onText={(name) => update({ name })}
          />
          <RowInput
            aria-label={`Документ ${index + 1}: стандарт`}
            placeholder="ГОСТ, ТУ"
            value={d.standard}
            onText={(standard) => update({ standard })}
          />
          <RowInput
            aria-label={`Документ ${index + 1}: номер`}
            placeholder="Номер"
            value={d.documentNumber}
            onText={(documentNumber) => update({ documentNumber })}
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
        </>
      )}
    </RowsFieldset>
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
  return (
    <RowsFieldset
      legend="Описания узлов"
      rows={components}
      onChange={onChange}
      blank={() => ({ componentName: '', description: '' })}
      addText="Добавить узел"
      error={error}
    >
      {(c, index, update) => (
        <>
          <RowInput
            aria-label={`Узел ${index + 1}: название`}
            placeholder="Узел"
            value={c.componentName}
            onText={(componentName) => update({ componentName })}
          />
          <textarea
            className={styles.textarea}
            rows={2}
            aria-label={`Узел ${index + 1}: описание`}
            value={c.description}
            onChange={(e) => update({ description: e.target.value })}
          />
        </>
      )}
    </RowsFieldset>
  );
}

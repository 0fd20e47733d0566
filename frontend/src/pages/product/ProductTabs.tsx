import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Measure, Product } from '../../entities/product';
import { formatPrice } from '../../shared/lib/format';
import { TableFrame, Tabs } from '../../shared/ui';
import styles from './ProductPage.module.css';

export const PRODUCT_TABS_TEXT = {
  label: 'Информация о товаре',
  description: 'Описание',
  availability: 'Наличие',
  noDescription: 'Описание товара не заполнено поставщиком.',
  category: 'Категория',
  characteristics: 'Характеристики',
  deliverySet: 'Комплект поставки',
  deliveryColumns: ['Наименование', 'Количество', 'Вес ед.', 'Общий вес', 'Цена за ед.', 'Сумма'],
  components: 'Описание комплектующих',
  documents: 'Нормативные документы',
  documentColumns: ['Наименование', 'Стандарт', 'Номер', 'Файл'],
  openFile: 'Открыть',
  noStock: 'Нет данных о наличии',
  stockColumns: ['Склад', 'Город', 'Адрес', 'Режим работы', 'Количество'],
  stockCaption: 'Наличие на складах',
} as const;

const numberFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 3 });

function formatMeasure(value: Measure): string {
  if (value === null) return '—';
  return typeof value === 'number' ? numberFormat.format(value) : value;
}

const dash = (value: string | null | undefined) => (value ? value : '—');

/** A titled block of the product's details; a `labelled` one is named by its heading. */
function Block({
  id,
  title,
  labelled = false,
  children,
}: {
  id: string;
  title: string;
  labelled?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={styles.block} aria-labelledby={labelled ? id : undefined}>
      <h2 id={id} className={styles.blockTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** 'Описание' (the default) and 'Наличие'. */
export function ProductTabs({ product }: { product: Product }) {
  return (
    <Tabs
      className={styles.tabs}
      label={PRODUCT_TABS_TEXT.label}
      defaultValue="description"
      items={[
        {
          value: 'description',
          label: PRODUCT_TABS_TEXT.description,
          content: <DescriptionTab product={product} />,
        },
        {
          value: 'availability',
          label: PRODUCT_TABS_TEXT.availability,
          content: <AvailabilityTab product={product} />,
        },
      ]}
    />
  );
}

function DescriptionTab({ product }: { product: Product }) {
  const { characteristics, deliverySet, componentDescriptions, normativeDocuments } = product;
  return (
    <div className={styles.description}>
      <section className={styles.block} aria-label={PRODUCT_TABS_TEXT.description}>
        {product.description ? (
          <p className={styles.descriptionText}>{product.description}</p>
        ) : (
          <p className={styles.muted}>{PRODUCT_TABS_TEXT.noDescription}</p>
        )}
        {product.categoryName && (
          <p className={styles.category}>
            <span className={styles.muted}>{PRODUCT_TABS_TEXT.category}: </span>
            {product.categoryName}
          </p>
        )}
      </section>

      {characteristics.length > 0 && (
        <Block id="product-characteristics" title={PRODUCT_TABS_TEXT.characteristics} labelled>
          <table className={`${styles.table} ${styles.specs}`}>
            <tbody>
              {characteristics.map((item, index) => (
                <tr key={`${item.name}-${index}`}>
                  <th scope="row">{item.name}</th>
                  <td>{item.value || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Block>
      )}

      {deliverySet.length > 0 && (
        <Block id="product-delivery-set" title={PRODUCT_TABS_TEXT.deliverySet}>
          <div
            className={styles.tableScroll}
            tabIndex={0}
            role="region"
            aria-labelledby="product-delivery-set"
          >
            <table className={styles.table}>
              <thead>
                <tr>
                  {PRODUCT_TABS_TEXT.deliveryColumns.map((column, index) => (
                    <th key={column} scope="col" className={index > 0 ? styles.number : undefined}>
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {deliverySet.map((item, index) => (
                  <tr key={`${item.itemName}-${index}`}>
                    <td>{item.itemName}</td>
                    <td className={styles.number}>{formatMeasure(item.quantity)}</td>
                    <td className={styles.number}>{formatMeasure(item.unitWeight)}</td>
                    <td className={styles.number}>{formatMeasure(item.totalWeight)}</td>
                    <td className={styles.number}>{formatPrice(item.pricePerUnit) || '—'}</td>
                    <td className={styles.number}>{formatPrice(item.totalPrice) || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Block>
      )}

      {componentDescriptions.length > 0 && (
        <Block id="product-components" title={PRODUCT_TABS_TEXT.components} labelled>
          <dl className={styles.components}>
            {componentDescriptions.map((item, index) => (
              <div key={`${item.componentName ?? ''}-${index}`}>
                {item.componentName && <dt>{item.componentName}</dt>}
                {item.description && <dd>{item.description}</dd>}
              </div>
            ))}
          </dl>
        </Block>
      )}

      {normativeDocuments.length > 0 && (
        <Block id="product-documents" title={PRODUCT_TABS_TEXT.documents}>
          {/* A phone shows each document as a card of its fields (ADR 0057): four columns do not fit 390 px. */}
          <TableFrame label={PRODUCT_TABS_TEXT.documents}>
            <table className={`${styles.table} ${styles.framed}`}>
              <thead>
                <tr>
                  {PRODUCT_TABS_TEXT.documentColumns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {normativeDocuments.map((doc, index) => (
                  <tr key={`${doc.documentNumber ?? doc.name ?? ''}-${index}`}>
                    <td data-label={PRODUCT_TABS_TEXT.documentColumns[0]}>{dash(doc.name)}</td>
                    <td data-label={PRODUCT_TABS_TEXT.documentColumns[1]}>{dash(doc.standard)}</td>
                    <td data-label={PRODUCT_TABS_TEXT.documentColumns[2]} className={styles.code}>
                      {dash(doc.documentNumber)}
                    </td>
                    <td data-label={PRODUCT_TABS_TEXT.documentColumns[3]}>
                      {doc.fileUrl ? (
                        <a
                          href={doc.fileUrl}
                          target="_blank"
                          rel="noopener noreferrer"
                          className={styles.fileLink}
                          aria-label={`${PRODUCT_TABS_TEXT.openFile}: ${doc.name ?? doc.standard ?? doc.documentNumber ?? 'документ'} (в новой вкладке)`}
                        >
                          <FileText size={14} aria-hidden="true" />
                          {PRODUCT_TABS_TEXT.openFile}
                        </a>
                      ) : (
                        '—'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
        </Block>
      )}
    </div>
  );
}

function AvailabilityTab({ product }: { product: Product }) {
  if (product.stocks.length === 0) {
    return <p className={styles.emptyTab}>{PRODUCT_TABS_TEXT.noStock}</p>;
  }
  const [warehouse, city, address, hours, quantity] = PRODUCT_TABS_TEXT.stockColumns;
  return (
    <table className={`${styles.table} ${styles.stock}`}>
      <caption className="visually-hidden">{PRODUCT_TABS_TEXT.stockCaption}</caption>
      <thead>
        <tr>
          {PRODUCT_TABS_TEXT.stockColumns.map((column, index) => (
            <th key={column} scope="col" className={index === 4 ? styles.number : undefined}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {product.stocks.map((stock, index) => (
          <tr key={String(stock.id ?? stock.warehouseId ?? index)}>
            <th scope="row" data-label={warehouse}>
              {dash(stock.warehouse?.name)}
            </th>
            <td data-label={city}>{dash(stock.warehouse?.city)}</td>
            <td data-label={address}>{dash(stock.warehouse?.address)}</td>
            <td data-label={hours}>{dash(stock.warehouse?.workingHours)}</td>
            <td data-label={quantity} className={styles.number}>
              {`${numberFormat.format(stock.quantity)} шт.`}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

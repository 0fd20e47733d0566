import { useEffect, useState, type FormEvent } from 'react';
import { serverFieldErrors, serverMessage, showFormFailure } from '../../shared/api';
import { bindText, stripHtml } from '../../shared/lib';
import { toast } from '../../shared/toast';
import {
  Field,
  Button,
  Skeleton,
  TextField,
  workspaceStyles as styles,
  TextAreaField,
  ImageListField,
  SelectField,
} from '../../shared/ui';
import { PartSuggestion, useLinkOffer } from '../../entities/part';
import { useProduct } from './api/getProduct';
import { useCategoryOptions } from './api/listCategoryOptions';
import { useOwnServiceOptions } from './api/listOwnServiceOptions';
import { useWarehouses } from './api/listWarehouses';
import { PlaceError, useSaveProduct } from './api/saveProduct';
import {
  EMPTY_PLACE,
  ListingStockFields,
  WarehouseStockInputs,
  placeBody,
  placeGiven,
  type NewPlace,
} from './ListingStockFields';
import { CHARACTERISTIC_SUGGESTIONS, leadTimeBody, type ProductForm } from './model';
import { ComponentsEditor, DeliverySetEditor, DocumentsEditor } from './ProductLists';
import { RowInput, RowsFieldset } from './RowsFieldset';

const EMPTY: ProductForm = {
  name: '',
  partNumber: '',
  price: 0,
  leadTimeDays: null,
  description: '',
  categoryId: null,
  quality: 'new',
  images: [],
  characteristics: [],
  deliverySet: [],
  normativeDocuments: [],
  componentDescriptions: [],
  services: [],
};

/**
 * The supplier's product form: name, price, description, category, quality, images (upload,
 * reorder, remove; the first is the main one), characteristics with the spec's suggestions and the
 * stock of each own warehouse. The server's Russian messages stand beside their fields.
 */
export function ProductEditor({
  productId,
  copyOf,
  listing = false,
  onDone,
}: {
  productId: number | null;
  copyOf?: number | null;
  /** A buyer's part for sale, with how many pieces lie where (ADR 0031, 0060). */
  listing?: boolean;
  onDone: () => void;
}) {
  const source = useProduct(productId ?? copyOf ?? null);
  const categories = useCategoryOptions();
  const warehouses = useWarehouses();
  const ownServices = useOwnServiceOptions(!listing);
  const save = useSaveProduct();
  const [form, setForm] = useState<ProductForm>(EMPTY);
  const [price, setPrice] = useState('');
  const [leadTime, setLeadTime] = useState('');
  const [stocks, setStocks] = useState<Record<number, string>>({});
  const [place, setPlace] = useState<NewPlace>(EMPTY_PLACE);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  // The part this product is an offer of (ADR 0067): linked at once for a saved product, after
  // saving for a new one.
  const [partId, setPartId] = useState<number | null>(null);
  const link = useLinkOffer();
  useEffect(() => {
    const p = source.data;
    if (!p) return;
    setPartId(copyOf ? null : (p.partId ?? null));
    setForm({
      name: copyOf ? `${p.name} (копия)` : p.name,
      // A copy gets its own part number: the seller's numbers are unique.
      partNumber: copyOf ? '' : (p.partNumber ?? ''),
      price: p.price,
      leadTimeDays: p.leadTimeDays ?? null,
      description: stripHtml(p.description),
      categoryId: p.categoryId,
      quality: p.quality,
      images: p.Images.map((image) => image.url),
      characteristics: p.Characteristics.map((c) => ({ ...c })),
      // Every list the product has goes back with an edit: an edit replaces the whole description.
      deliverySet: (p.DeliverySet?.items ?? []).map((item) => ({ ...item })),
      normativeDocuments: (p.NormativeDocuments ?? []).map((d) => ({ ...d })),
      componentDescriptions: (p.ComponentDescriptions ?? []).map((c) => ({ ...c })),
      services: p.Services.map((service) => ({ ...service })),
    });
    setPrice(String(p.price));
    setLeadTime(p.leadTimeDays == null ? '' : String(p.leadTimeDays));
    setStocks(Object.fromEntries(p.Stocks.map((s) => [s.warehouseId, copyOf ? '0' : String(s.quantity)])));
  }, [source.data, copyOf]);

  if ((productId !== null || copyOf) && source.isPending) return <Skeleton height={320} />;
  const set = <K extends keyof ProductForm>(key: K, value: ProductForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const text = bindText(form, errors, set);
  /** A new place needs its quantity, city and address (the server checks the city and address again). */
  const checkPlace = (): { body: ReturnType<typeof placeBody>; quantity: number } | null | 'invalid' => {
    if (!listing || !placeGiven(place)) return null;
    const wrong: Record<string, string> = {};
    if (!/^\s*[1-9]\d{0,8}\s*$/.test(place.quantity))
      wrong['place.quantity'] = 'Количество — целое число от 1';
    if (!place.city.trim()) wrong['place.city'] = 'Укажите город, где лежат детали';
    if (!place.address.trim()) wrong['place.address'] = 'Укажите адрес, где можно забрать детали';
    if (Object.keys(wrong).length > 0) {
      setErrors(wrong);
      toast.error('Проверьте место хранения');
      return 'invalid';
    }
    return { body: placeBody(place), quantity: Number(place.quantity) };
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const newPlace = checkPlace();
    if (newPlace === 'invalid') return;
    try {
      const saved = await save.mutateAsync({
        place: newPlace,
        // Made once: a retry after a later refusal stocks the place it made.
        onPlaceCreated: (warehouseId) => {
          setStocks((s) => ({ ...s, [warehouseId]: place.quantity.trim() }));
          setPlace(EMPTY_PLACE);
        },
        id: productId,
        form: {
          ...form,
          price: Number(price.replace(',', '.').replace(/\s/g, '')),
          leadTimeDays: leadTimeBody(leadTime),
        },
        stocks: Object.entries(stocks)
          .map(([warehouseId, quantity]) => ({
            warehouseId: Number(warehouseId),
            quantity: Number(quantity || 0),
          }))
          .filter((s) => s.quantity > 0),
      });
      if (productId === null && partId !== null) {
        await link
          .mutateAsync({ productId: saved.id, partId })
          .catch((error: unknown) =>
            toast.error(serverMessage(error) ?? 'Товар сохранён, но не привязан к позиции'),
          );
      }
      toast.success('Товар сохранён');
      onDone();
    } catch (error) {
      if (error instanceof PlaceError) {
        setErrors(
          Object.fromEntries(
            Object.entries(serverFieldErrors(error.reason)).map(([field, message]) => [
              `place.${field}`,
              message,
            ]),
          ),
        );
        toast.error(serverMessage(error.reason) ?? 'Не удалось сохранить место хранения');
        return;
      }
      showFormFailure(error, setErrors, 'Не удалось сохранить товар');
    }
  };
  const choosePart = async (chosen: number | null) => {
    if (productId === null) {
      setPartId(chosen);
      return;
    }
    try {
      const answer = await link.mutateAsync({ productId, partId: chosen });
      // A merged part's offers land on its survivor: the answer says which.
      setPartId('partId' in answer ? answer.partId : chosen);
      toast.success(chosen === null ? 'Товар отвязан от позиции' : 'Товар привязан к позиции');
    } catch (error) {
      toast.error(serverMessage(error) ?? 'Не удалось привязать товар');
    }
  };
  const options = (categories.data ?? []).filter((c) => !c.is_name_filter);
  const childrenOf = (parentId: number | null, depth: number): Array<{ id: number; label: string }> =>
    options
      .filter((c) => c.parentId === parentId)
      .flatMap((c) => [
        { id: c.id, label: `${'\u00a0\u00a0'.repeat(depth)}${c.name}` },
        ...childrenOf(c.id, depth + 1),
      ]);

  return (
    <form
      className={styles.acceptForm}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Товар"
    >
      {productId !== null && source.data?.revision && (
        <p className={styles.notice} role="status">
          {source.data.revision.status === 'rejected'
            ? `Изменения отклонены модератором: «${source.data.revision.rejectionReason ?? ''}». Исправьте и отправьте снова.`
            : 'Изменения на модерации.'}{' '}
          Покупатели видят опубликованную версию, пока модератор не одобрит изменения.
        </p>
      )}
      {productId !== null && source.data?.status === 'published' && !source.data.revision && (
        <p className={styles.muted}>
          Изменения, кроме цены и срока поставки, уйдут на модерацию; до проверки в каталоге остаётся
          опубликованная версия.
        </p>
      )}
      <TextField label="Название" required maxLength={200} {...text('name')} />
      <div className={styles.row}>
        <TextField
          label="Артикул"
          hint="Ваш номер детали: по нему сопоставляются строки прайс-листа"
          maxLength={100}
          {...text('partNumber')}
        />
        <TextField
          label="Цена, ₽"
          required
          inputMode="decimal"
          value={price}
          error={errors.price}
          onChange={(e) => setPrice(e.target.value)}
        />
        <TextField
          label="Срок поставки, дней"
          hint="Со склада, а без остатка — изготовление под заказ"
          inputMode="numeric"
          value={leadTime}
          error={errors.leadTimeDays}
          onChange={(e) => setLeadTime(e.target.value)}
        />
        <SelectField
          label="Качество"
          value={form.quality}
          onChange={(quality) => set('quality', quality)}
          options={[
            ['new', 'Новые'],
            ['repaired', 'Отремонтированные'],
          ]}
        />
      </div>
      <PartSuggestion
        designation={form.partNumber}
        name={form.name}
        chosenId={partId}
        busy={link.isPending}
        onChoose={(chosen) => void choosePart(chosen)}
      />
      <Field label="Категория" error={errors.categoryId}>
        <select
          className={styles.input}
          value={form.categoryId ?? ''}
          onChange={(e) => set('categoryId', e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">Выберите категорию</option>
          {childrenOf(null, 0).map((c) => (
            <option key={c.id} value={c.id}>
              {c.label}
            </option>
          ))}
        </select>
      </Field>
      <TextAreaField
        label="Описание"
        error={errors.description}
        rows={4}
        maxLength={10000}
        value={form.description}
        onChange={(value) => set('description', value)}
      />
      <ImageListField
        legend="Изображения (первое — главное)"
        images={form.images}
        onChange={(images) => set('images', images)}
        uploading={uploading}
        onUploading={setUploading}
        error={errors.images}
        reorder
      />
      <RowsFieldset
        legend="Характеристики"
        rows={form.characteristics}
        onChange={(characteristics) => set('characteristics', characteristics)}
        blank={() => ({ name: '', value: '' })}
        addText="Добавить характеристику"
        error={errors.characteristics}
        before={
          <datalist id="characteristic-names">
            {CHARACTERISTIC_SUGGESTIONS.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        }
      >
        {(c, index, update) => (
          <>
            <RowInput
              list="characteristic-names"
              aria-label={`Характеристика ${index + 1}: название`}
              value={c.name}
              onText={(name) => update({ name })}
            />
            <RowInput
              aria-label={`Характеристика ${index + 1}: значение`}
              value={c.value}
              onText={(value) => update({ value })}
            />
          </>
        )}
      </RowsFieldset>
      <DeliverySetEditor
        items={form.deliverySet}
        error={errors.deliverySet}
        onChange={(items) => set('deliverySet', items)}
      />
      <DocumentsEditor
        documents={form.normativeDocuments}
        error={errors.normativeDocuments}
        onChange={(documents) => set('normativeDocuments', documents)}
      />
      <ComponentsEditor
        components={form.componentDescriptions}
        error={errors.componentDescriptions}
        onChange={(components) => set('componentDescriptions', components)}
      />
      {!listing && (ownServices.data ?? []).length > 0 && (
        <fieldset className={styles.field}>
          <legend className={styles.label}>Услуги к товару</legend>
          {(ownServices.data ?? []).map((service) => (
            <label key={service.id}>
              <input
                type="checkbox"
                checked={form.services.some((linked) => linked.id === service.id)}
                onChange={(e) =>
                  set(
                    'services',
                    e.target.checked
                      ? [...form.services, { id: service.id, name: service.name }]
                      : form.services.filter((linked) => linked.id !== service.id),
                  )
                }
              />{' '}
              {service.name}
            </label>
          ))}
          {errors.services && <span role="alert">{errors.services}</span>}
        </fieldset>
      )}
      {listing ? (
        <ListingStockFields
          warehouses={warehouses.data ?? []}
          stocks={stocks}
          onStocks={setStocks}
          place={place}
          onPlace={setPlace}
          errors={errors}
        />
      ) : (
        <fieldset className={styles.field}>
          <legend className={styles.label}>Остатки на складах</legend>
          {(warehouses.data ?? []).length === 0 ? (
            <span className={styles.muted}>
              Добавьте склад в разделе «Мои склады», чтобы указать остатки.
            </span>
          ) : (
            <WarehouseStockInputs warehouses={warehouses.data ?? []} stocks={stocks} onStocks={setStocks} />
          )}
          {errors.stocks && <span role="alert">{errors.stocks}</span>}
        </fieldset>
      )}
      <div className={styles.row}>
        <Button type="submit" variant="primary" disabled={save.isPending || uploading}>
          Сохранить
        </Button>
        <Button onClick={onDone}>Отмена</Button>
      </div>
    </form>
  );
}

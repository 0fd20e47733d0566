import { useState } from 'react';
import { bindText } from '../../shared/lib';
import { Button, TextField, workspaceStyles as styles } from '../../shared/ui';
import type { Warehouse } from './model';

/** A place a buyer names while listing a part: created as their warehouse when the listing is saved. */
export interface NewPlace {
  quantity: string;
  city: string;
  address: string;
  name: string;
}

export const EMPTY_PLACE: NewPlace = { quantity: '', city: '', address: '', name: '' };

/** Whether anything of a new place was filled in. */
export const placeGiven = (place: NewPlace): boolean =>
  [place.quantity, place.city, place.address, place.name].some((value) => value.trim() !== '');

/** The warehouse a new place becomes: named after its city when the buyer gave no name. */
export const placeBody = (place: NewPlace) => ({
  name: place.name.trim() || `Место хранения, ${place.city.trim()}`,
  city: place.city.trim(),
  address: place.address.trim(),
  workingHours: '',
});

interface StockInputsProps {
  warehouses: readonly Warehouse[];
  /** Pieces as typed, by warehouse id. */
  stocks: Record<number, string>;
  onStocks: (stocks: Record<number, string>) => void;
}

/** How many pieces lie at each of the seller's warehouses. */
export function WarehouseStockInputs({ warehouses, stocks, onStocks }: StockInputsProps) {
  return warehouses.map((w) => (
    <TextField
      key={w.id}
      label={`${w.name} (${w.city}), шт.`}
      inputMode="numeric"
      value={stocks[w.id] ?? ''}
      onChange={(e) => onStocks({ ...stocks, [w.id]: e.target.value })}
    />
  ));
}

/**
 * 'Продать зап.части' (ADR 0060): how many pieces of the listed part there are and where they lie,
 * at the buyer's places already known or at a new one. A listing with a quantity is in stock in the
 * catalogue and may be picked up there; without one it shows «Нет в наличии» and is sold for delivery.
 */
export function ListingStockFields({
  warehouses,
  stocks,
  onStocks,
  place,
  onPlace,
  errors,
}: StockInputsProps & {
  place: NewPlace;
  onPlace: (place: NewPlace) => void;
  errors: Record<string, string>;
}) {
  const [adding, setAdding] = useState(false);
  const showPlace = warehouses.length === 0 || adding || placeGiven(place);
  const set = (key: keyof NewPlace, value: string) => onPlace({ ...place, [key]: value });
  const text = bindText(place, errors, set, 'place.');
  return (
    <fieldset className={styles.field}>
      <legend className={styles.label}>Наличие и место хранения</legend>
      <p className={styles.muted}>
        Укажите, сколько деталей и где они лежат: покупатель заберёт их сам или закажет доставку. Без
        количества объявление показывается «Нет в наличии».
      </p>
      <WarehouseStockInputs warehouses={warehouses} stocks={stocks} onStocks={onStocks} />
      {showPlace ? (
        <div className={styles.field} role="group" aria-label="Новое место хранения">
          {warehouses.length > 0 && <span className={styles.label}>Новое место хранения</span>}
          <div className={styles.row}>
            <TextField label="Количество, шт." inputMode="numeric" {...text('quantity')} />
            <TextField label="Город" maxLength={100} {...text('city')} />
          </div>
          <TextField
            label="Адрес"
            hint="Где забрать детали: улица, дом, территория депо"
            maxLength={500}
            {...text('address')}
          />
          <TextField
            label="Название места"
            hint="Например, «Склад ВЧДр Челябинск»; без названия — «Место хранения» и город"
            maxLength={200}
            {...text('name')}
          />
        </div>
      ) : (
        <Button onClick={() => setAdding(true)}>Другое место хранения</Button>
      )}
      {errors.stocks && <span role="alert">{errors.stocks}</span>}
    </fieldset>
  );
}

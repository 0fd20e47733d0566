import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../entities/product';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { ORDER_MODAL_TEXT, OrderRequestModal } from './OrderRequestModal';

const warehouse = (id: number, city: string) => ({
  id,
  name: `Склад ${city}`,
  address: 'ул. Заводская, 1',
  city,
  workingHours: '',
});

const product = (stocks: Array<[number, number]>): Product => ({
  id: 5,
  name: 'Автосцепка СА-3',
  price: 48_000,
  description: '',
  partId: null,
  quantity: stocks.reduce((sum, [, quantity]) => sum + quantity, 0),
  status: 'published',
  images: [],
  supplierId: 2,
  categoryId: 1,
  categoryName: 'Автосцепное устройство',
  categorySlug: 'avtoscepka',
  stocks: stocks.map(([id, quantity]) => ({
    id,
    warehouseId: id,
    quantity,
    warehouse: warehouse(id, `Город ${id}`),
  })),
  characteristics: [],
  deliverySet: [],
  normativeDocuments: [],
  componentDescriptions: [],
  services: [],
});

const open = (item: Product, quantity = 1) =>
  renderWithProviders(<OrderRequestModal open onOpenChange={() => {}} product={item} quantity={quantity} />);

const submit = () => screen.getByRole('button', { name: ORDER_MODAL_TEXT.submit });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse({ contracts: [] })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the order modal tells which rule keeps «Отправить заявку» disabled', () => {
  it('says «Выберите способ получения» while no delivery type is chosen, before any submit', () => {
    open(
      product([
        [1, 3],
        [2, 4],
      ]),
    );
    expect((submit() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(ORDER_MODAL_TEXT.chooseType)).toBeTruthy();
    expect(submit().getAttribute('aria-describedby')).toBe(screen.getByText(ORDER_MODAL_TEXT.chooseType).id);
  });

  it('says «Выберите пункт самовывоза» while self-pickup has warehouses but none is chosen', () => {
    open(
      product([
        [1, 3],
        [2, 4],
      ]),
    );
    fireEvent.click(screen.getByRole('radio', { name: ORDER_MODAL_TEXT.pickup }));
    expect(screen.queryByText(ORDER_MODAL_TEXT.chooseType)).toBeNull();
    expect(screen.getByText(ORDER_MODAL_TEXT.chooseWarehouse)).toBeTruthy();
    expect((submit() as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: /Склад Город 2/ }));
    expect(screen.queryByText(ORDER_MODAL_TEXT.chooseWarehouse)).toBeNull();
    expect((submit() as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows no rule message once the choice is complete, and the address rule after a submit', () => {
    open(
      product([
        [1, 3],
        [2, 4],
      ]),
    );
    fireEvent.click(screen.getByRole('radio', { name: ORDER_MODAL_TEXT.delivery }));
    expect(screen.queryByText(ORDER_MODAL_TEXT.chooseType)).toBeNull();
    expect(screen.queryByText(ORDER_MODAL_TEXT.enterAddress)).toBeNull();
    fireEvent.click(submit());
    expect(screen.getByRole('alert').textContent).toBe(ORDER_MODAL_TEXT.enterAddress);
  });
});

describe('the order modal warns of a quantity above the stock before sending', () => {
  it('names the stock of every warehouse, then of the chosen one', () => {
    open(
      product([
        [1, 3],
        [2, 4],
      ]),
      6,
    );
    expect(screen.queryByText(ORDER_MODAL_TEXT.overStock(7))).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: ORDER_MODAL_TEXT.pickup }));
    fireEvent.click(screen.getByRole('radio', { name: /Склад Город 1/ }));
    expect(screen.getByText(ORDER_MODAL_TEXT.overStock(3))).toBeTruthy();
  });

  it('warns when the whole stock is below the quantity', () => {
    open(
      product([
        [1, 3],
        [2, 4],
      ]),
      10,
    );
    expect(screen.getByText(ORDER_MODAL_TEXT.overStock(7))).toBeTruthy();
  });
});

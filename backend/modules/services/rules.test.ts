import { describe, expect, it } from 'vitest';
import { checkServiceDetails } from './rules.ts';

const form = (price: unknown) => ({
  name: 'Обточка колёсной пары',
  priceType: 'fixed',
  price,
  location: 'Пермь',
});

describe('a service’s price', () => {
  it('is taken in kopecks as written: 19,99 ₽ and 0,29 ₽ are prices', () => {
    expect(checkServiceDetails(form(19.99)).price).toBe(19.99);
    expect(checkServiceDetails(form(0.29)).price).toBe(0.29);
  });

  it('a fraction of a kopeck is refused with the Russian message (400)', () => {
    expect(() => checkServiceDetails(form(19.999))).toThrow(
      expect.objectContaining({ status: 400, message: expect.stringMatching(/копейки/) }),
    );
  });
});

/**
 * The load generator of `npm run bench:orders`, in its own process (`node orders-load.ts <url>
 * <seconds> <buyers>`), so its work is not the measured server's: BUYERS buyers (each its own
 * account and session) send `POST /api/orders` at once for SECONDS; then, for a sample, the time
 * from a command's answer until the order is in the seller's list. Prints one JSON line of figures.
 */
import { DEMO_SUPPLIER_PASSWORD, DEMO_SUPPLIERS } from '../../backend/app/seed/index.ts';

const [url, secondsText, buyersText] = process.argv.slice(2);
const SECONDS = Number(secondsText);
const BUYERS = Number(buyersText);
const SAMPLE = 50;

const api = async (path: string, init: { method?: string; token?: string; body?: unknown } = {}) => {
  const response = await fetch(`${url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'Content-Type': 'application/json',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const supplier = DEMO_SUPPLIERS[0]!;
const seller = await api('/api/auth/login', {
  method: 'POST',
  body: { email: supplier.email, password: DEMO_SUPPLIER_PASSWORD },
});
const sellerToken = String(seller.body.accessToken);
const sellerId = Number((seller.body.user as { id: number }).id);
const products = (
  (await api('/api/products?limit=100')).body.products as Array<{ id: number; Supplier?: { id: number } }>
).filter((product) => product.Supplier?.id === sellerId);
if (products.length === 0) throw new Error('нет товаров демо-поставщика');
const buyers: string[] = [];
for (let i = 0; i < BUYERS; i += 1) {
  const email = `bench-buyer-${i}-${Date.now().toString(36)}@example.ru`;
  const registered = await api('/api/auth/register', {
    method: 'POST',
    body: {
      email,
      inn: '7707083893',
      password: 'bench-пароль-1',
      passwordConfirm: 'bench-пароль-1',
      role: 'buyer',
      firstName: 'Пользователь',
      lastName: 'ИНН 7707083893',
      middleName: '',
    },
  });
  buyers.push(String(registered.body.accessToken));
}
process.send?.({ ready: true });
// The measured server's process starts its CPU figure when told the load begins.
await new Promise<void>((resolve) => process.once('message', () => resolve()));

const latencies: number[] = [];
let failures = 0;
const deadline = performance.now() + SECONDS * 1000;
await Promise.all(
  buyers.map(async (token, index) => {
    for (let n = 0; performance.now() < deadline; n += 1) {
      const product = products[(index + n) % products.length]!;
      const started = performance.now();
      const answer = await api('/api/orders', {
        method: 'POST',
        token,
        body: {
          productId: product.id,
          quantity: 1,
          deliveryType: 'delivery',
          deliveryAddress: 'Самара, ул. Заводская, 1',
        },
      });
      if (answer.status === 201) latencies.push(performance.now() - started);
      else failures += 1;
    }
  }),
);
process.send?.({ loaded: true });

// From the answer to the seller's list: one request at a time, so each wait is its own.
const visible: number[] = [];
for (let i = 0; i < SAMPLE; i += 1) {
  const created = await api('/api/orders', {
    method: 'POST',
    token: buyers[i % buyers.length]!,
    body: { productId: products[0]!.id, quantity: 1, deliveryType: 'delivery', deliveryAddress: 'Самара' },
  });
  const answered = performance.now();
  const number = String(created.body.number);
  for (;;) {
    const list = await api(`/api/orders?side=seller&search=${encodeURIComponent(number)}`, {
      token: sellerToken,
    });
    if (Number(list.body.total) === 1) break;
  }
  visible.push(performance.now() - answered);
}
process.send?.({ figures: { products: products.length, latencies, failures, visible } });

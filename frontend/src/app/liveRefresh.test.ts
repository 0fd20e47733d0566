import { describe, expect, it } from 'vitest';
import { keysRefreshedBy } from '../shared/realtime';

describe('the slices register what the server pushes', () => {
  it('orders, service requests, contracts, accounting, the workspace and the account follow their notices', async () => {
    await Promise.all([
      import('../features/orders/api/keys'),
      import('../features/services-cabinet/api/keys'),
      import('../features/contracts/api/keys'),
      import('../features/accounting/api/keys'),
      import('../features/catalog-workspace/api/keys'),
      import('../entities/user/api/keys'),
    ]);
    expect(keysRefreshedBy('order')).toEqual(
      expect.arrayContaining([['orders'], ['accounting'], ['workspace']]),
    );
    expect(keysRefreshedBy('serviceRequest')).toEqual([['service-requests']]);
    expect(keysRefreshedBy('service')).toEqual([['services']]);
    expect(keysRefreshedBy('contract')).toEqual(expect.arrayContaining([['contracts'], ['accounting']]));
    expect(keysRefreshedBy('product')).toEqual([['workspace']]);
    expect(keysRefreshedBy('account')).toEqual([['me']]);
  });
});

import { describe, expect, it } from 'vitest';
import { decodeTerms } from '../../backend/modules/catalog/index.ts';
import { ProjectionSpecification } from '../../backend/kit/read/index.ts';
import { sellerSearchProjection } from './seller-search.ts';

const company = { inn: '7707083893', kpp: '773601001', ogrn: '1027700132195', legalAddress: 'г. Челябинск' };

describe('sellerSearch projection (ADR 0060)', () => {
  it("keeps a company's name terms with its sellers and a warehouse's city terms, through renames and removals (applied twice)", async () => {
    const docs = await ProjectionSpecification.for(sellerSearchProjection)
      .given(
        {
          type: 'CompanyRegistered',
          data: { companyId: 3, name: 'ООО «Уралвагонзапчасть»', ...company, founderId: 7 },
        },
        { type: 'UserJoinedCompany', data: { userId: 7, companyId: 3, isCompanyAdmin: true } },
        { type: 'UserJoinedCompany', data: { userId: 8, companyId: 3, isCompanyAdmin: false } },
        {
          type: 'CompanyDetailsChanged',
          data: {
            companyId: 3,
            name: 'ООО «Южноуральская литейная компания»',
            kpp: company.kpp,
            ogrn: company.ogrn,
            legalAddress: company.legalAddress,
          },
        },
        {
          type: 'WarehouseCreated',
          data: {
            warehouseId: 5,
            supplierId: 7,
            name: 'Склад',
            address: 'ул. Заводская, 1',
            city: 'Верхнеуральск',
            workingHours: '',
          },
        },
        {
          type: 'WarehouseChanged',
          data: {
            warehouseId: 5,
            name: 'Склад',
            address: 'ул. Заводская, 1',
            city: 'Магнитогорск',
            workingHours: '',
          },
        },
        {
          type: 'WarehouseCreated',
          data: {
            warehouseId: 6,
            supplierId: 8,
            name: 'Склад',
            address: 'ул. Мира, 2',
            city: 'Троицк',
            workingHours: '',
          },
        },
        { type: 'WarehouseRemoved', data: { warehouseId: 6 } },
      )
      .documents();
    const byId = new Map(docs.map((doc) => [doc._id, doc]));
    expect(byId.get('company-3')).toMatchObject({
      kind: 'company',
      id: 3,
      memberIds: [7, 8],
      name: 'ООО «Южноуральская литейная компания»',
    });
    const name = decodeTerms((byId.get('company-3') as { terms: string }).terms);
    expect(name.words).toEqual(['южноуральская', 'литейная', 'компания']);
    expect(decodeTerms((byId.get('warehouse-5') as { terms: string }).terms).words).toEqual(['магнитогорск']);
    // Removed, but kept empty: the index hears that the city no longer finds anything.
    expect(byId.get('warehouse-6')).toMatchObject({ kind: 'warehouse', city: '', terms: '||' });
    expect(byId.get('_last')).toEqual({ _id: '_last', kind: 'meta' });
  });
});

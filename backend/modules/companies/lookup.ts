import type { ReadModels } from '../../../projections/runtime/index.ts';
import { COMPANIES_PROJECTION, companyDto, type CompanyDoc, type CompanyDto } from './view.ts';

/** A company's details by id from the read model: the `Company` the identity module shows with a user. */
export function companyLookup(readModels: ReadModels): (companyId: number) => Promise<CompanyDto | null> {
  return async (companyId) => {
    const doc = await (await readModels.collection<CompanyDoc>(COMPANIES_PROJECTION)).get(String(companyId));
    return doc ? companyDto(doc) : null;
  };
}

import { CompanyCommands, CompanyQueries, type CompanyMembers } from '../../modules/companies/index.ts';
import { companiesRouter } from '../../modules/companies/http.ts';
import type { WiringKit } from './kit.ts';

/** Companies ask the accounts who is in which company; the accounts' events record the joining. */
export function wireCompanies({ platform }: WiringKit, members: CompanyMembers) {
  const commands = new CompanyCommands(platform.events, platform.sequences, platform.reservations, members);
  const queries = new CompanyQueries(platform.readModels);
  return {
    commands,
    queries,
    router: companiesRouter({ commands, queries, readModels: platform.readModels }),
  };
}

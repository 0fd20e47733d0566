import {
  AccountingCommands,
  AccountingQueries,
  requisitesOf,
  type Deals,
  type OpenDeals,
} from '../../modules/accounting/index.ts';
import { accountingRouter } from '../../modules/accounting/http.ts';
import type { CompanyQueries } from '../../modules/companies/index.ts';
import type { IdentityQueries } from '../../modules/identity/index.ts';
import type { WiringKit } from './kit.ts';

/**
 * Accounting documents bill deals as their own streams state them, list the deals still to document
 * from the deals' read models, and print each party's requisites from their company.
 */
export function wireAccounting(
  { platform, creations }: WiringKit,
  ports: { deals: Deals; openDeals: readonly OpenDeals[]; users: IdentityQueries; companies: CompanyQueries },
) {
  const requisites = requisitesOf({
    names: (userId) => ports.users.names(userId),
    company: (companyId) => ports.companies.requisites(companyId),
  });
  const commands = new AccountingCommands({ store: platform.events, deals: ports.deals, requisites });
  const queries = new AccountingQueries({ readModels: platform.readModels, openDeals: ports.openDeals });
  return { router: accountingRouter({ commands, queries, readModels: platform.readModels, creations }) };
}

import { ContractCommands, ContractQueries } from '../../modules/contracts/index.ts';
import { contractsRouter } from '../../modules/contracts/http.ts';
import type { CompanyCommands, CompanyQueries } from '../../modules/companies/index.ts';
import type { IdentityCommands, IdentityQueries } from '../../modules/identity/index.ts';
import type { WiringKit } from './kit.ts';

/**
 * Contracts between companies (ADR 0033, 0052): who acts for which side is read from the accounts'
 * streams, and who receives a contract from the companies' write side, never from a read model.
 */
export function wireContracts(
  { platform, creations }: WiringKit,
  ports: {
    identity: { commands: IdentityCommands; queries: IdentityQueries };
    companies: { commands: CompanyCommands; queries: CompanyQueries };
  },
) {
  const { identity, companies } = ports;
  const commands = new ContractCommands({
    store: platform.events,
    sequences: platform.sequences,
    companyOf: (userId) => identity.commands.companyOf(userId),
    companies: {
      byId: (companyId) => companies.commands.party(companyId),
      verifiedByInn: (inn) => companies.commands.verifiedParty(inn),
      named: (inn) => companies.queries.named(inn),
    },
  });
  const queries = new ContractQueries({
    readModels: platform.readModels,
    companyOf: (userId) => identity.queries.companyOf(userId),
    companies: {
      verifiedInnOf: (companyId) => companies.queries.verifiedInnOf(companyId),
      verifiedByInn: (inn) => companies.queries.verifiedHolderOf(inn),
    },
  });
  // The contract's text prints both companies' requisites as their company cards hold them.
  const requisites = (companyId: number) => companies.queries.contractRequisites(companyId);
  return {
    commands,
    queries,
    router: contractsRouter({ commands, queries, readModels: platform.readModels, creations, requisites }),
  };
}

import type { CompanyCommands } from '../../modules/companies/index.ts';
import { EMAIL_SCOPE, type IdentityCommands } from '../../modules/identity/index.ts';
import type { CommandContext, Reservations } from '../../kit/write/index.ts';
import { DEMO_SUPPLIER_PASSWORD } from './demo-catalog.ts';

/** A buyer to try the marketplace as a repair depot does: its own account and company (README). */
export const DEMO_BUYER = {
  email: 'snab@vrd-samara.example.ru',
  firstName: 'Игорь',
  lastName: 'Белов',
  middleName: 'Николаевич',
  company: {
    name: 'АО «Вагоноремонтное депо Самара»',
    inn: '6316054878',
    kpp: '631601001',
    ogrn: '1026301234563',
    legalAddress: '443030, г. Самара, ул. Спортивная, д. 5а',
  },
} as const;

export interface DemoBuyerDeps {
  readonly identity: Pick<IdentityCommands, 'register' | 'logout'>;
  readonly companies: Pick<CompanyCommands, 'register'>;
  readonly reservations: Reservations;
}

/** Seeds the demo buyer and its company once, whenever its e-mail is free. True when created. */
export async function seedDemoBuyer(deps: DemoBuyerDeps, context: CommandContext): Promise<boolean> {
  if ((await deps.reservations.holder(EMAIL_SCOPE, DEMO_BUYER.email)) !== null) return false;
  const session = await deps.identity.register(
    {
      email: DEMO_BUYER.email,
      inn: DEMO_BUYER.company.inn,
      password: DEMO_SUPPLIER_PASSWORD,
      passwordConfirm: DEMO_SUPPLIER_PASSWORD,
      role: 'buyer',
      firstName: DEMO_BUYER.firstName,
      lastName: DEMO_BUYER.lastName,
      middleName: DEMO_BUYER.middleName,
    },
    'demo-seed',
    context,
  );
  // The seed signs nobody in: the session registration opened ends at once.
  await deps.identity.logout(session.refreshToken, context);
  await deps.companies.register(DEMO_BUYER.company, {
    ...context,
    userId: String(session.userId),
    role: 'buyer',
  });
  return true;
}

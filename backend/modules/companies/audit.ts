import { auditEntity, changesOf, type AuditCatalog } from '../../kit/write/index.ts';
import type { CompanyEvent } from './events.ts';

const company = auditEntity('company');
const REQUISITES = {
  name: 'Название',
  inn: 'ИНН',
  kpp: 'КПП',
  ogrn: 'ОГРН',
  legalAddress: 'Юридический адрес',
};

/** How the companies' events read in the audit and in a company's history. */
export const companyAudit: AuditCatalog<CompanyEvent> = {
  CompanyRegistered: (d) => ({
    ...company(d.companyId),
    action: 'Зарегистрирована',
    name: d.name,
    changes: changesOf(d, REQUISITES),
  }),
  CompanyDetailsChanged: (d) => ({
    ...company(d.companyId),
    action: 'Изменены реквизиты',
    name: d.name,
    changes: changesOf(d, REQUISITES),
  }),
  CompanyBankDetailsChanged: (d) => ({
    ...company(d.companyId),
    action: d.bank ? 'Изменены банковские реквизиты' : 'Банковские реквизиты удалены',
    changes: d.bank
      ? changesOf(d.bank, {
          bankName: 'Банк',
          bik: 'БИК',
          corrAccount: 'Корр. счёт',
          account: 'Расчётный счёт',
        })
      : [],
  }),
  CompanyVerified: (d) => ({ ...company(d.companyId), action: 'Компания проверена' }),
  CompanyVerificationRevoked: (d) => ({
    ...company(d.companyId),
    action: 'Проверка компании снята',
    reason: d.reason,
  }),
  CompanyProofSubmitted: (d) => ({
    ...company(d.companyId),
    action: d.kind === 'egrul' ? 'Отправлена выписка из ЕГРЮЛ/ЕГРИП' : 'Отправлено письмо на бланке компании',
  }),
  CompanyRegistrationCancelled: (d) => ({
    ...company(d.companyId),
    action: 'Регистрация отменена',
    reason: d.reason,
  }),
};

import type { RegisterFilter } from '../model';
import { refreshOnPush } from '../../../shared/realtime';

/** Query keys of 'Бухгалтерия': every endpoint's key starts with `accounting`. */
export const accountingKeys = {
  all: ['accounting'] as const,
  register: (filter: RegisterFilter) => ['accounting', 'register', filter] as const,
  pending: ['accounting', 'pending'] as const,
  settings: ['accounting', 'settings'] as const,
};

// A deal agreed or shipped, or a contract signed, changes what is to be invoiced and the register.
refreshOnPush(['order', 'contract'], accountingKeys.all);

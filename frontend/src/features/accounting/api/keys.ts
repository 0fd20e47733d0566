import type { RegisterFilter } from '../model';

/** Query keys of 'Бухгалтерия': every endpoint's key starts with `accounting`. */
export const accountingKeys = {
  all: ['accounting'] as const,
  register: (filter: RegisterFilter) => ['accounting', 'register', filter] as const,
  pending: ['accounting', 'pending'] as const,
  settings: ['accounting', 'settings'] as const,
};

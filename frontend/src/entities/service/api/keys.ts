import type { ServiceFilters } from '../model';

/** Query keys of the public services: every endpoint's key starts with `services`. */
export const serviceKeys = {
  all: ['services'] as const,
  list: (filters: ServiceFilters) => [...serviceKeys.all, 'list', filters] as const,
  detail: (id: string) => [...serviceKeys.all, 'detail', id] as const,
};

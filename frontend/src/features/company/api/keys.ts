/** Query keys of the admin's check of companies. */
export const companyChecksKeys = { all: ['admin', 'companies'] as const };

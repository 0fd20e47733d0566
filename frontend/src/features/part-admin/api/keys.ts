/** Query keys of the parts' administration; the part entity's own keys stay under `['parts']`. */
export const partAdminKeys = {
  proposals: ['part-proposals'] as const,
  adminProposals: (status: string, page: number) => ['part-proposals', 'admin', status, page] as const,
  ownProposals: (page: number) => ['part-proposals', 'own', page] as const,
};

/** Query keys of the header product search. */
export const productSearchKeys = {
  all: ['products', 'search'] as const,
  term: (term: string) => [...productSearchKeys.all, term] as const,
};

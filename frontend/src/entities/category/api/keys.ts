/** Query keys of the categories feature; invalidate `categoryKeys.all` after any category change. */
export const categoryKeys = {
  all: ['categories'] as const,
  tree: () => [...categoryKeys.all, 'tree'] as const,
  filters: (categoryId: number) => [...categoryKeys.all, 'filters', categoryId] as const,
};

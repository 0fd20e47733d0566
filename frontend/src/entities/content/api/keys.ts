/** Query keys of the site's content. */
export const contentKeys = {
  navigation: ['navigation'] as const,
  page: (slug: 'home' | 'guide' | 'contacts') => ['pages', slug] as const,
  serviceCategories: ['service-categories'] as const,
};

/** The admin's tree, and the public tree (`['categories', …]`) that follows every change at once. */
export const categoryAdminKeys = {
  admin: ['admin', 'categories'] as const,
  public: ['categories'] as const,
};

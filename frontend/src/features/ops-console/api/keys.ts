/** Query keys of the operations console. */
export const opsKeys = {
  status: ['admin', 'ops'] as const,
};

import { useQueryClient } from '@tanstack/react-query';
import { productKeys } from '../../../entities/product';
import { workspaceKeys } from './keys';

/** After a change: the workspace reloads, and the public catalogue and product pages follow at once. */
export function useWorkspaceRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: workspaceKeys.all }),
      queryClient.invalidateQueries({ queryKey: productKeys.all }),
    ]);
}

import { productKeys } from '../../../entities/product';
import { useInvalidate } from '../../../shared/api';
import { workspaceKeys } from './keys';

/** After a change: the workspace reloads, and the public catalogue and product pages follow at once. */
export function useWorkspaceRefresh() {
  return useInvalidate(workspaceKeys.all, productKeys.all);
}

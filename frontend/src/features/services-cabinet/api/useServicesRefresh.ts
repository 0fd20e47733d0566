import { useQueryClient } from '@tanstack/react-query';
import { servicesCabinetKeys } from './keys';

/** Every change refreshes the supplier's list, the queue and the public catalogue. */
export function useServicesRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: servicesCabinetKeys.services });
}

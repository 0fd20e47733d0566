import { useMutation } from '@tanstack/react-query';
import { apiRequest, type ApiAnswer } from '../../../shared/api';
import type { ServiceForm } from '../model';
import { useServicesRefresh } from './useServicesRefresh';

/** POST /api/services (a new draft) or PUT /api/services/{id} (an edit; a public one waits for moderation). */
export function useSaveService() {
  const refresh = useServicesRefresh();
  return useMutation({
    mutationFn: ({ id, form }: { id: number | null; form: ServiceForm }) =>
      id === null
        ? apiRequest<ApiAnswer<'/api/services', 'post'>>('api/services', {
            method: 'POST',
            create: true,
            body: form,
            notify: 'never',
          })
        : apiRequest<ApiAnswer<'/api/services/{id}', 'put'>>(`api/services/${id}`, {
            method: 'PUT',
            body: form,
            notify: 'never',
          }),
    onSettled: refresh,
  });
}

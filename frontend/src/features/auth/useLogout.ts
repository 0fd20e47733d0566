import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearSession } from '../../shared/session';
import { toast } from '../../shared/toast';

export const LOGOUT_MESSAGE = 'Вы успешно вышли из системы';

/** Signing out: the session is cleared, private cached data dropped, and the user sent to /login. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearSession();
    queryClient.removeQueries({ queryKey: ['me'] });
    toast.success(LOGOUT_MESSAGE);
    void navigate('/login');
  }, [navigate, queryClient]);
}

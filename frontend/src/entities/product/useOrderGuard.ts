import { useLocation } from 'react-router';
import { STORAGE_KEYS, isAuthenticated, useSession, writeItem } from '../../shared/session';
import { toast } from '../../shared/toast';
import { isSameId, type ProductId } from './model';

export const ORDER_GUARD_TEXT = {
  anonymous: 'Оставить заявку может только зарегистрированный пользователь',
  ownProduct: 'Вы не можете оформить заявку на свой товар',
} as const;

/**
 * The order button's rules, shared by the product
 * page and the catalogue card. The returned check says whether the signed-in user may order a
 * product of `supplierId`; when not, it has told them why. A guest's current path is stored as
 * the post-login redirect, so signing in brings them back here.
 */
export function useOrderGuard(): (supplierId: ProductId | null) => boolean {
  const session = useSession();
  const location = useLocation();
  return (supplierId) => {
    if (!isAuthenticated(session)) {
      writeItem(STORAGE_KEYS.postLoginRedirect, `${location.pathname}${location.search}`);
      toast.warning(ORDER_GUARD_TEXT.anonymous);
      return false;
    }
    if (isSameId(session.user?.id, supplierId)) {
      toast.error(ORDER_GUARD_TEXT.ownProduct);
      return false;
    }
    return true;
  };
}

import { Suspense, lazy, useState } from 'react';
import { useNavigate } from 'react-router';
import { fetchPart } from '../../entities/part';
import { fetchProduct, useOrderGuard } from '../../entities/product';
import {
  clearPickedOffers,
  PICKED_OFFERS_LIMIT,
  togglePickedOffer,
  usePickOwner,
  usePickedOffers,
} from '../../entities/quote-pick';
import { serverMessage } from '../../shared/api';
import { useHydrated } from '../../shared/lib/useHydrated';
import { useSession } from '../../shared/session';
import { toast } from '../../shared/toast';
import { Button } from '../../shared/ui';
import { pickedDraft, type PickedOffer } from './draftLines';
import styles from './QuoteRequests.module.css';

// The form is no part of the catalogue's first paint (ADR 0087): its code comes when the bar's
// button is reached, at the latest when the picked offers are read.
const loadForm = () => import('./QuoteRequestForm');
const QuoteRequestForm = lazy(() => loadForm().then((module) => ({ default: module.QuoteRequestForm })));

export const PICK_TEXT = {
  pick: 'В запрос',
  pickFor: (name: string) => `В запрос предложений: ${name}`,
  full: `В запросе не больше ${PICKED_OFFERS_LIMIT} позиций`,
  picked: (count: number) => `Отмечено для запроса предложений: ${count}`,
  ask: 'Запрос предложений',
  clear: 'Очистить',
  failed: 'Не удалось загрузить отмеченные товары',
} as const;

/**
 * Whoever may ask picks: a buyer, a supplier, and a guest (its picks stay in this browser and join
 * the account's at sign-in, ADR 0072); an admin's catalogue is the spec's own.
 */
function useMayAsk(): boolean {
  const session = useSession();
  const role = session.user?.role;
  return useHydrated() && (!session.user || role === 'buyer' || role === 'supplier');
}

/** A card's «В запрос» tick: the offer (and so its part) joins the catalogue's pick. */
export function PickOfferForQuote({ productId, name }: { productId: number; name: string }) {
  const picked = usePickedOffers().includes(productId);
  const owner = usePickOwner();
  if (!useMayAsk()) return null;
  return (
    <label className={styles.pick}>
      <input
        type="checkbox"
        checked={picked}
        aria-label={PICK_TEXT.pickFor(name)}
        onChange={(event) => {
          if (!togglePickedOffer(productId, event.target.checked, owner)) toast.error(PICK_TEXT.full);
        }}
      />
      {PICK_TEXT.pick}
    </label>
  );
}

/** The picked offers with their parts, read when the form opens (an offer withdrawn since is left out). */
async function loadPicked(ids: readonly number[]): Promise<PickedOffer[]> {
  const found = await Promise.all(
    ids.map(async (id): Promise<PickedOffer | null> => {
      const product = await fetchProduct(id).catch(() => null);
      if (!product || typeof product.id !== 'number' || typeof product.supplierId !== 'number') return null;
      const part = product.partId === null ? null : await fetchPart(product.partId);
      return { productId: product.id, name: product.name, supplierId: product.supplierId, part };
    }),
  );
  return found.filter((offer): offer is PickedOffer => offer !== null);
}

/**
 * The catalogue's pick, once it holds an offer: how many, «Запрос предложений» (the form with a
 * line per part, every seller of its offers ticked) and «Очистить».
 */
export function PickedOffersBar() {
  const ids = usePickedOffers();
  const mayAsk = useMayAsk();
  const navigate = useNavigate();
  const user = useSession().user;
  const owner = usePickOwner();
  // A guest is asked to sign in first; its picks wait and join the account's.
  const mayOrder = useOrderGuard();
  const [draft, setDraft] = useState<ReturnType<typeof pickedDraft> | null>(null);
  const [loading, setLoading] = useState(false);
  if (!mayAsk || ids.length === 0) return null;

  const open = async () => {
    if (!mayOrder(null)) return;
    setLoading(true);
    void loadForm();
    try {
      setDraft(pickedDraft(await loadPicked(ids), user?.id ?? null));
    } catch (error) {
      toast.error(serverMessage(error) ?? PICK_TEXT.failed);
    } finally {
      setLoading(false);
    }
  };
  return (
    <div className={styles.pickBar} role="region" aria-label={PICK_TEXT.ask}>
      <span>{PICK_TEXT.picked(ids.length)}</span>
      <Button
        size="small"
        variant="primary"
        disabled={loading}
        onClick={() => void open()}
        onPointerEnter={() => void loadForm()}
        onFocus={() => void loadForm()}
      >
        {PICK_TEXT.ask}
      </Button>
      <Button size="small" onClick={() => clearPickedOffers(owner)}>
        {PICK_TEXT.clear}
      </Button>
      {draft && (
        <Suspense fallback={null}>
          <QuoteRequestForm
            open
            onOpenChange={(isOpen) => !isOpen && setDraft(null)}
            initialLines={draft.lines}
            offers={draft.offers}
            onSent={(id) => {
              clearPickedOffers(owner);
              void navigate(`/profile/${user?.role === 'supplier' ? 'products' : 'orders'}?quote=${id}`);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

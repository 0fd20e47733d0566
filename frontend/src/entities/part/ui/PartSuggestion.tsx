import { formatPrice, useDebouncedValue } from '../../../shared/lib';
import { Button, workspaceStyles as styles } from '../../../shared/ui';
import { usePart } from '../api/getPart';
import { useParts } from '../api/searchParts';
import own from './PartSuggestion.module.css';

export const PART_SUGGESTION_TEXT = {
  title: 'Номенклатурная позиция',
  hint: 'Привяжите товар к позиции: покупатели увидят ваше предложение рядом с предложениями других поставщиков.',
  moderatorHint:
    'Привяжите товар к позиции: покупатели увидят его рядом с другими предложениями этой детали.',
  link: 'Привязать',
  linked: 'Привязан',
  unlink: 'Отвязать',
  none: 'Позиция по артикулу и названию не найдена — товар можно сохранить и без неё.',
  offers: (count: number) =>
    `${count} ${count % 10 === 1 && count % 100 !== 11 ? 'предложение' : count % 10 >= 2 && count % 10 <= 4 && (count % 100 < 12 || count % 100 > 14) ? 'предложения' : 'предложений'}`,
} as const;

/**
 * The parts that the typed designation (or, without one, the name) suggests, found by the part
 * search with its normalisation (separators, look-alike letters, keyboard layout); one click
 * chooses a part (ADR 0067).
 */
export function PartSuggestion({
  designation,
  name,
  chosenId,
  busy = false,
  hint = PART_SUGGESTION_TEXT.hint,
  onChoose,
}: {
  hint?: string;
  designation: string;
  name: string;
  chosenId: number | null;
  busy?: boolean;
  onChoose: (partId: number | null) => void;
}) {
  const typed = useDebouncedValue((designation.trim() || name.trim()).slice(0, 200), 300);
  const parts = useParts({ search: typed, limit: 3 }, typed.length >= 2);
  const found = parts.data?.parts ?? [];
  // The part it is linked to, also when what is typed now finds others.
  const chosenElsewhere = chosenId !== null && !found.some((part) => part.id === chosenId);
  const chosen = usePart(chosenElsewhere ? chosenId : null);
  return (
    <section className={styles.field} aria-label={PART_SUGGESTION_TEXT.title}>
      <span className={styles.label}>{PART_SUGGESTION_TEXT.title}</span>
      <span className={styles.muted}>{hint}</span>
      {chosenElsewhere && (
        <p className={own.item}>
          <span className={own.what}>
            <span className={styles.badge} data-tone="done">
              {PART_SUGGESTION_TEXT.linked}
            </span>{' '}
            {chosen.data ? (
              <>
                <strong className="tabular">{chosen.data.designation}</strong> {chosen.data.name}
              </>
            ) : (
              `№ ${chosenId}`
            )}
          </span>
          <Button disabled={busy} onClick={() => onChoose(null)}>
            {PART_SUGGESTION_TEXT.unlink}
          </Button>
        </p>
      )}
      {typed.length >= 2 && parts.isSuccess && found.length === 0 && (
        <span className={styles.muted}>{PART_SUGGESTION_TEXT.none}</span>
      )}
      {found.length > 0 && (
        <ul className={own.list} aria-label="Подходящие позиции">
          {found.map((part) => (
            <li key={part.id} className={own.item}>
              <span className={own.what}>
                <strong className="tabular">{part.designation}</strong> {part.name}
                <span className={styles.muted}>
                  {' · '}
                  {part.offerCount > 0 && part.minPrice !== null
                    ? `от ${formatPrice(part.minPrice)} · ${PART_SUGGESTION_TEXT.offers(part.offerCount)}`
                    : 'пока без предложений'}
                </span>
              </span>
              {chosenId === part.id ? (
                <>
                  <span className={styles.badge} data-tone="done">
                    {PART_SUGGESTION_TEXT.linked}
                  </span>
                  <Button disabled={busy} onClick={() => onChoose(null)}>
                    {PART_SUGGESTION_TEXT.unlink}
                  </Button>
                </>
              ) : (
                <Button
                  disabled={busy}
                  aria-label={`${PART_SUGGESTION_TEXT.link}: ${part.designation}`}
                  onClick={() => onChoose(part.id)}
                >
                  {PART_SUGGESTION_TEXT.link}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { Minus, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { MIN_QUANTITY } from '../../shared/config/limits';
import styles from './QuantityStepper.module.css';

export const QUANTITY_TEXT = {
  label: 'Количество',
  unit: 'шт.',
  decrease: 'Уменьшить количество',
  increase: 'Увеличить количество',
} as const;

/** Not in the spec: an upper bound so a stray key press cannot ask for 10^20 pieces. */
export const MAX_QUANTITY = 999_999;

export interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
}

const clamp = (value: number) => Math.min(Math.max(Math.floor(value), MIN_QUANTITY), MAX_QUANTITY);

/**
 * Minus, a numeric field and plus. The quantity never goes below 1: minus is
 * disabled at 1, and a cleared or zero field returns to 1 when it loses focus.
 */
export function QuantityStepper({ value, onChange }: QuantityStepperProps) {
  const inputId = useId();
  // What the field shows while typing: it may be empty for a moment.
  const [draft, setDraft] = useState<string | null>(null);

  const commit = (next: number) => {
    setDraft(null);
    onChange(clamp(next));
  };

  return (
    <div className={styles.stepper}>
      <label htmlFor={inputId} className={styles.label}>
        {QUANTITY_TEXT.label}
      </label>
      <div className={styles.control}>
        <button
          type="button"
          className={styles.button}
          aria-label={QUANTITY_TEXT.decrease}
          aria-controls={inputId}
          disabled={value <= MIN_QUANTITY}
          onClick={() => commit(value - 1)}
        >
          <Minus size={16} aria-hidden="true" />
        </button>
        <input
          id={inputId}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={MIN_QUANTITY}
          max={MAX_QUANTITY}
          step={1}
          value={draft ?? String(value)}
          onChange={(event) => {
            const text = event.target.value;
            setDraft(text);
            const parsed = Number(text);
            if (text !== '' && Number.isFinite(parsed) && parsed >= MIN_QUANTITY) onChange(clamp(parsed));
          }}
          onBlur={() => {
            if (draft === null) return;
            const parsed = Number(draft);
            commit(draft !== '' && Number.isFinite(parsed) ? parsed : MIN_QUANTITY);
          }}
        />
        <button
          type="button"
          className={styles.button}
          aria-label={QUANTITY_TEXT.increase}
          aria-controls={inputId}
          disabled={value >= MAX_QUANTITY}
          onClick={() => commit(value + 1)}
        >
          <Plus size={16} aria-hidden="true" />
        </button>
        <span className={styles.unit} aria-hidden="true">
          {QUANTITY_TEXT.unit}
        </span>
      </div>
    </div>
  );
}

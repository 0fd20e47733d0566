import type { ReactNode } from 'react';
import { workspaceStyles as styles } from '../../shared/ui';

interface PartChoiceProps {
  part: { id: number; designation: string; name: string };
  /** The radio group's name. */
  group: string;
  /** The part chosen so far. */
  chosen: number | null;
  onChoose: (id: number) => void;
  children?: ReactNode;
}

/** A found part to choose as a radio: its designation and name, then `children`. */
export function PartChoice({ part, group, chosen, onChoose, children }: PartChoiceProps) {
  return (
    <label className={styles.row}>
      <input type="radio" name={group} checked={chosen === part.id} onChange={() => onChoose(part.id)} />
      <span>
        <strong className="tabular">{part.designation}</strong> {part.name}
        {children}
      </span>
    </label>
  );
}

interface ChoiceFieldsetProps {
  legend: string;
  error?: string | undefined;
  children: ReactNode;
}

/** A titled group of choices with the message about them. */
export function ChoiceFieldset({ legend, error, children }: ChoiceFieldsetProps) {
  return (
    <fieldset className={styles.field}>
      <legend className={styles.label}>{legend}</legend>
      {children}
      {error && <span role="alert">{error}</span>}
    </fieldset>
  );
}

/** One ticked-or-not choice of a list. */
export function CheckChoice(props: { checked: boolean; onToggle: () => void; children: ReactNode }) {
  const { checked, onToggle, children } = props;
  return (
    <label className={styles.row}>
      <input type="checkbox" checked={checked} onChange={onToggle} />
      {children}
    </label>
  );
}

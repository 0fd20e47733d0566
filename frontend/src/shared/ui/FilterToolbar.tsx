import { RotateCcw, Search } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from './Button';
import { Options } from './Options';
import styles from './Workspace.module.css';

/**
 * A board's filters above its table (orders, the audit, requests…): one shape, so every board's
 * filters look and read alike. The fields are controlled by the board, which keeps its filter state.
 */
export function FilterToolbar({ children }: { children: ReactNode }) {
  return (
    <div className={styles.toolbar} role="search">
      {children}
    </div>
  );
}

/**
 * A labelled filter field; `wide` for the search box. The label names the control by `htmlFor`,
 * so a choice's name is its label alone, not the label and the option shown.
 */
function Field({
  label,
  wide,
  children,
}: {
  label: ReactNode;
  wide?: boolean;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

export interface SearchFilterProps {
  /** The board's words for its search: the label and the placeholder. */
  texts: { search: ReactNode; searchPlaceholder: string };
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
}

/** The board's text search, with the magnifier inside the box. */
export function SearchFilter({ texts, value, onChange, maxLength = 200 }: SearchFilterProps) {
  return (
    <Field label={texts.search} wide>
      {(id) => (
        <span className={styles.searchBox}>
          <Search size={16} aria-hidden="true" className={styles.searchIcon} />
          <input
            id={id}
            type="search"
            className={`${styles.input} ${styles.withIcon}`}
            placeholder={texts.searchPlaceholder}
            value={value}
            maxLength={maxLength}
            onChange={(e) => onChange(e.target.value)}
          />
        </span>
      )}
    </Field>
  );
}

export interface SelectFilterProps<V extends string> {
  label: ReactNode;
  value: V | '';
  onChange: (value: V | '') => void;
  /** The first choice, which filters nothing («Все статусы»). */
  all: string;
  options: ReadonlyArray<readonly [V, string]>;
}

/** A choice among fixed values, «all» first. */
export function SelectFilter<V extends string>({
  label,
  value,
  onChange,
  all,
  options,
}: SelectFilterProps<V>) {
  return (
    <Field label={label}>
      {(id) => (
        <select
          id={id}
          className={styles.input}
          value={value}
          onChange={(e) => onChange(e.target.value as V | '')}
        >
          <option value="">{all}</option>
          <Options of={options} />
        </select>
      )}
    </Field>
  );
}

export interface InputFilterProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** `date` for a period's ends, `search` for a search without the magnifier; text otherwise. */
  type?: 'date' | 'text' | 'search';
  wide?: boolean;
  placeholder?: string;
  maxLength?: number;
}

/** A free-text or date filter. */
export function InputFilter({
  label,
  value,
  onChange,
  type,
  placeholder,
  maxLength,
  wide,
}: InputFilterProps) {
  return (
    <Field label={label} wide={wide}>
      {(id) => (
        <input
          id={id}
          type={type}
          className={styles.input}
          placeholder={placeholder}
          value={value}
          maxLength={maxLength}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

/** A period's two ends («С», «По»), as dates. */
export function PeriodFilter({
  texts,
  from,
  to,
  onChange,
}: {
  texts: { from: string; to: string };
  from: string;
  to: string;
  onChange: (change: { from: string } | { to: string }) => void;
}) {
  return (
    <>
      <InputFilter
        label={texts.from}
        type="date"
        value={from}
        onChange={(value) => onChange({ from: value })}
      />
      <InputFilter label={texts.to} type="date" value={to} onChange={(value) => onChange({ to: value })} />
    </>
  );
}

/** «Сбросить»: back to no filter; disabled while nothing is filtered. */
export function ResetFilters({
  onReset,
  disabled,
  label,
}: {
  onReset: () => void;
  disabled: boolean;
  label: string;
}) {
  return (
    <Button onClick={onReset} disabled={disabled}>
      <RotateCcw size={14} aria-hidden="true" /> {label}
    </Button>
  );
}

export interface SearchAndStatusProps<V extends string> {
  texts: { search: string; searchPlaceholder: string; status: string; allStatuses: string; reset: string };
  /** The search text and its setter (as useState gives them). */
  search: readonly [string, (value: string) => void];
  status: readonly [V | '', (value: V | '') => void];
  options: ReadonlyArray<readonly [V, string]>;
}

/** A list's search box and status choice, with «Сбросить» back to neither. */
export function SearchAndStatus<V extends string>({
  texts,
  search: [search, onSearch],
  status: [status, onStatus],
  options,
}: SearchAndStatusProps<V>) {
  return (
    <>
      <InputFilter
        label={texts.search}
        type="search"
        wide
        placeholder={texts.searchPlaceholder}
        value={search}
        onChange={onSearch}
      />
      <SelectFilter
        label={texts.status}
        value={status}
        onChange={onStatus}
        all={texts.allStatuses}
        options={options}
      />
      <ResetFilters
        disabled={!search && !status}
        onReset={() => {
          onSearch('');
          onStatus('');
        }}
        label={texts.reset}
      />
    </>
  );
}

import type { CSSProperties, ReactNode } from 'react';
import { formatDate } from '../lib/format';
import { Button } from './Button';
import { TextAreaField } from './Field';
import { SidePanel } from './SidePanel';
import { Skeleton } from './Skeleton';
import { LoadError, type ListQuery } from './ListStates';
import styles from './Workspace.module.css';

/**
 * A thing opened beside its board (an order, a service request, a contract…): the side panel with
 * its loading and error states, then the thing. Closed while `id` is null.
 */
export function DetailPanel<D>({
  id,
  onClose,
  query,
  title,
  texts,
  className,
  children,
}: {
  id: number | null;
  onClose: () => void;
  query: ListQuery<D>;
  /** The panel's title, once the thing has loaded and before. */
  title: (data: D | undefined) => string;
  texts: { loadError: string; retry: string };
  /** The side panel's own class (a wider panel). */
  className?: string;
  children: (data: D) => ReactNode;
}) {
  return (
    <SidePanel
      className={className}
      open={id !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title(query.data)}
    >
      {id === null ? null : query.isError ? (
        <LoadError query={query} title={texts.loadError} retry={texts.retry} />
      ) : query.isPending || query.data === undefined ? (
        <Skeleton height={200} />
      ) : (
        children(query.data)
      )}
    </SidePanel>
  );
}

/** One fact of a detail list; false, null or undefined leave it out. */
export type Detail =
  | { label: ReactNode; value: ReactNode; className?: string; style?: CSSProperties }
  | false
  | null
  | undefined
  | ''
  | 0;

/** The facts of a thing as label and value pairs (the panel's `dl`). */
export function DetailList({ items }: { items: readonly Detail[] }) {
  return (
    <dl className={styles.details}>
      {items.map((item, index) =>
        item ? (
          <div key={index}>
            <dt>{item.label}</dt>
            <dd className={item.className} style={item.style}>
              {item.value}
            </dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}

/** A titled part of a panel (the offer, the shipment); `badge` stands after the title (the dispute's state). */
export function DetailSection({
  title,
  badge,
  children,
}: {
  title: string;
  badge?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.offer} aria-label={title}>
      <h3>
        {title}
        {badge && <> {badge}</>}
      </h3>
      {children}
    </section>
  );
}

/** One step of a thing's history: what happened, when (and by whom), and what was said. */
export interface TimelineStep {
  readonly what: ReactNode;
  /** When (a history step's time may be missing from the answer). */
  readonly at: string | undefined;
  /** Before the time («Покупатель · »). */
  readonly before?: string;
  /** After the time (« · администратор»). */
  readonly after?: string;
  readonly details?: ReactNode;
  readonly quote?: string | null;
  readonly admin?: boolean;
}

/** «История»: every step of a thing, oldest first. */
export function Timeline({ title, steps }: { title: string; steps: readonly TimelineStep[] }) {
  return (
    <section aria-label={title}>
      <h3 className={styles.subheading}>{title}</h3>
      <ol className={styles.timeline}>
        {steps.map((step, index) => (
          <li key={index} data-admin={step.admin || undefined}>
            <span className={styles.timelineWhat}>{step.what}</span>
            <span className={styles.muted}>
              {step.before}
              <time dateTime={step.at}>{formatDate(step.at, { withTime: true })}</time>
              {step.after}
            </span>
            {step.details && <span>{step.details}</span>}
            {step.quote && <span>«{step.quote}»</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * A step that asks for words first (a reason, a request for changes): the text box, the step's
 * button and «Отмена».
 */
export function ReasonBox({
  label,
  value,
  onChange,
  submit,
  onSubmit,
  cancel,
  onCancel,
  disabled,
  rows = 2,
  maxLength = 1000,
  field,
}: {
  label?: ReactNode;
  value?: string;
  onChange?: (value: string) => void;
  submit: ReactNode;
  onSubmit: () => void;
  cancel: ReactNode;
  onCancel: () => void;
  disabled: boolean;
  rows?: number;
  maxLength?: number;
  /** Another control in place of the text box (a new date). */
  field?: ReactNode;
}) {
  return (
    <div className={styles.reasonBox}>
      {field ?? (
        <TextAreaField
          label={label}
          value={value ?? ''}
          onChange={onChange ?? (() => undefined)}
          rows={rows}
          maxLength={maxLength}
          autoFocus
        />
      )}
      <div className={styles.row}>
        <Button variant="primary" disabled={disabled} onClick={onSubmit}>
          {submit}
        </Button>
        <Button onClick={onCancel}>{cancel}</Button>
      </div>
    </div>
  );
}

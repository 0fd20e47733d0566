import { useState, type ReactNode } from 'react';
import { serverMessage } from '../api';
import { toast } from '../toast';
import { Button } from './Button';
import styles from './Workspace.module.css';

/**
 * A thing's next steps where some are sent with words (a decline, a cancel): the step waiting for
 * its reason, the reason, and the step sent. A required reason left empty is refused with
 * «Укажите причину»; then the done message, or the server's.
 */
export function useReasonedSteps<A extends string>({
  send,
  done,
  required,
}: {
  send: (action: A, reason: string | null) => Promise<unknown>;
  done: string;
  required: (action: A) => boolean;
}) {
  const [open, setOpen] = useState<A | null>(null);
  const [reason, setReason] = useState('');
  const run = async (action: A) => {
    if (required(action) && !reason.trim()) {
      toast.error('Укажите причину');
      return;
    }
    try {
      await send(action, reason.trim() || null);
      toast.success(done);
      setOpen(null);
      setReason('');
    } catch (error) {
      toast.error(serverMessage(error) ?? 'Действие не выполнено');
    }
  };
  return {
    open,
    setOpen,
    run,
    /** The ReasonBox's text and its two buttons for the step waiting for words. */
    box: (action: A) => ({
      value: reason,
      onChange: setReason,
      onSubmit: () => void run(action),
      onCancel: () => setOpen(null),
    }),
  };
}

/** A thing's next steps as a row of buttons, the main ones stressed. */
export function StepButtons<A extends string>({
  actions,
  primary,
  disabled,
  onStep,
  label,
}: {
  actions: readonly A[];
  primary: (action: A) => boolean;
  disabled: boolean;
  onStep: (action: A) => void;
  label: (action: A) => ReactNode;
}) {
  return (
    <div className={styles.row}>
      {actions.map((action) => (
        <Button
          key={action}
          variant={primary(action) ? 'primary' : 'secondary'}
          disabled={disabled}
          onClick={() => onStep(action)}
        >
          {label(action)}
        </Button>
      ))}
    </div>
  );
}

/** One step on many rows, a request each: each refusal's message, then `done` when none failed. */
export async function runOnEach(
  ids: readonly number[],
  send: (id: number) => Promise<unknown>,
  done: string,
): Promise<void> {
  let failed = 0;
  for (const id of ids) {
    try {
      await send(id);
    } catch (error) {
      failed += 1;
      toast.error(serverMessage(error) ?? 'Действие не выполнено');
    }
  }
  if (failed === 0) toast.success(done);
}

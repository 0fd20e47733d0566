import { CircleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { serverFieldErrors, toastFailure } from '../../shared/api';
import { ROLE_LABELS } from '../../shared/session';
import { toast } from '../../shared/toast';
import { Button, Modal, BusyButton } from '../../shared/ui';
import { useUserDecision } from './api/decideUser';
import { USERS_TEXT, otherRole, validateReason, type AdminUser, type UserAction } from './model';
import styles from './UserManagement.module.css';

export interface PendingDecision {
  action: UserAction;
  user: AdminUser;
}

/**
 * The confirmation of an admin's decision: what will happen, to whom, and the required reason.
 * The list is asked again after the server agreed (no optimistic change).
 */
export function DecisionModal({
  decision,
  onClose,
}: {
  decision: PendingDecision | null;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useUserDecision();
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const formId = `${id}-form`;
  const reasonId = `${id}-reason`;
  const hintId = `${reasonId}-hint`;
  const errorId = `${reasonId}-error`;

  // A new decision starts with an empty reason.
  const current = decision ? `${decision.action}:${decision.user.id}` : null;
  useEffect(() => {
    setReason('');
    setError(null);
  }, [current]);

  // The last decision stays readable while the dialog fades out.
  const shown = useRef<PendingDecision | null>(null);
  if (decision) shown.current = decision;
  const view = decision ?? shown.current;
  if (!view) return null;
  const { action, user } = view;
  const newRole = otherRole(user.role);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const problem = validateReason(reason);
    setError(problem);
    if (problem) {
      field.current?.focus();
      return;
    }
    mutation.mutate(
      { action, userId: user.id, reason, ...(action === 'role' && newRole ? { role: newRole } : {}) },
      {
        onSuccess: () => {
          toast.success(USERS_TEXT.done[action]);
          onClose();
        },
        onError: (failure) => {
          const fields = serverFieldErrors(failure);
          if (fields.reason) {
            setError(fields.reason);
            field.current?.focus();
          }
          toastFailure(failure, USERS_TEXT.failed[action]);
        },
      },
    );
  };

  const note =
    action === 'block'
      ? USERS_TEXT.blockNote
      : action === 'unblock'
        ? USERS_TEXT.unblockNote
        : USERS_TEXT.roleNote(ROLE_LABELS[user.role], newRole ? ROLE_LABELS[newRole] : '');

  return (
    <Modal
      open={decision !== null}
      onOpenChange={(open) => {
        if (!open && !mutation.isPending) onClose();
      }}
      title={USERS_TEXT.titles[action]}
      description={user.displayName === user.email ? user.email : `${user.displayName} · ${user.email}`}
      size="small"
      footer={
        <>
          <Button onClick={onClose} disabled={mutation.isPending}>
            {USERS_TEXT.cancel}
          </Button>
          <BusyButton
            pending={mutation.isPending}
            form={formId}
            label={USERS_TEXT.confirm[action]}
            pendingLabel={USERS_TEXT.sending}
          />
        </>
      }
    >
      <form id={formId} className={styles.decision} onSubmit={submit} noValidate>
        <p className={styles.decisionNote}>{note}</p>
        <div className={styles.field}>
          <label htmlFor={reasonId} className={styles.label}>
            {USERS_TEXT.reason}
            <span className={styles.required} aria-hidden="true">
              *
            </span>
          </label>
          <textarea
            ref={field}
            id={reasonId}
            name="reason"
            rows={4}
            maxLength={500}
            required
            className={styles.textarea}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (error) setError(validateReason(event.target.value));
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={[error ? errorId : null, hintId].filter(Boolean).join(' ')}
          />
          {error && (
            <p id={errorId} className={styles.error}>
              <CircleAlert size={14} aria-hidden="true" />
              <span>{error}</span>
            </p>
          )}
          <p id={hintId} className={styles.hint}>
            {USERS_TEXT.reasonHint}
          </p>
        </div>
      </form>
    </Modal>
  );
}

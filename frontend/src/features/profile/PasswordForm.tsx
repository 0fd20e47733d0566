import { KeyRound } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { serverFieldErrors, toastFailure } from '../../shared/api';
import { toast } from '../../shared/toast';
import { Button, Card, TextField } from '../../shared/ui';
import { useChangePassword } from './api/changePassword';
import {
  EMPTY_PASSWORDS,
  PASSWORD_FIELDS,
  PROFILE_TEXT,
  validatePasswords,
  type PasswordErrors,
  type PasswordField,
  type PasswordValues,
} from './model';
import styles from './ProfileSection.module.css';

/** Current password, the new one and its confirmation → PUT /api/users/password. */
export function PasswordForm() {
  const [values, setValues] = useState<PasswordValues>(EMPTY_PASSWORDS);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [attempted, setAttempted] = useState(false);
  const change = useChangePassword();
  const refs = useRef<Partial<Record<PasswordField, HTMLInputElement | null>>>({});
  const id = useId();

  const edit = (field: PasswordField) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (attempted) setErrors(validatePasswords(next));
  };

  const focusFirst = (found: PasswordErrors) => {
    const first = PASSWORD_FIELDS.find((field) => found[field]);
    if (first) refs.current[first]?.focus();
    return first !== undefined;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    const found = validatePasswords(values);
    setAttempted(true);
    setErrors(found);
    if (focusFirst(found)) return;
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          toast.success(PROFILE_TEXT.passwordChanged);
          setValues(EMPTY_PASSWORDS);
          setErrors({});
          setAttempted(false);
        },
        onError: (error) => {
          const fields = serverFieldErrors(error);
          const fromServer: PasswordErrors = {};
          if (fields.currentPassword) fromServer.currentPassword = fields.currentPassword;
          if (fields.newPassword) fromServer.newPassword = fields.newPassword;
          setErrors(fromServer);
          focusFirst(fromServer);
          toastFailure(error, PROFILE_TEXT.passwordFailed);
        },
      },
    );
  };

  const field = (name: PasswordField) => ({
    id: `password-${name}-${id}`,
    name,
    type: 'password',
    value: values[name],
    onChange: edit(name),
    error: errors[name],
    required: true,
    ref: (node: HTMLInputElement | null) => {
      refs.current[name] = node;
    },
  });

  return (
    <Card title={PROFILE_TEXT.password}>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={PROFILE_TEXT.password}>
        <p className={styles.hint}>{PROFILE_TEXT.passwordNote}</p>
        <div className={styles.grid}>
          <TextField
            {...field('currentPassword')}
            label={PROFILE_TEXT.currentPassword}
            autoComplete="current-password"
          />
          <span aria-hidden="true" className={styles.gridGap} />
          <TextField
            {...field('newPassword')}
            label={PROFILE_TEXT.newPassword}
            hint={PROFILE_TEXT.passwordHint}
            autoComplete="new-password"
          />
          <TextField
            {...field('confirmPassword')}
            label={PROFILE_TEXT.confirmPassword}
            autoComplete="new-password"
          />
        </div>
        <div className={styles.actions}>
          <Button
            type="submit"
            variant="primary"
            disabled={change.isPending}
            aria-busy={change.isPending || undefined}
          >
            <KeyRound size={16} aria-hidden="true" />
            {change.isPending ? PROFILE_TEXT.changingPassword : PROFILE_TEXT.changePassword}
          </Button>
        </div>
      </form>
    </Card>
  );
}

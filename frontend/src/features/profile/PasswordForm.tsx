import { KeyRound } from 'lucide-react';
import { serverFieldErrors, toastFailure } from '../../shared/api';
import { fieldSubmit, useFieldForm } from '../../shared/lib';
import { toast } from '../../shared/toast';
import { Card, TextField, BusyButton } from '../../shared/ui';
import { useChangePassword } from './api/changePassword';
import {
  EMPTY_PASSWORDS,
  PASSWORD_FIELDS,
  PROFILE_TEXT,
  validatePasswords,
  type PasswordField,
  type PasswordValues,
} from './model';
import styles from './ProfileSection.module.css';

/** Current password, the new one and its confirmation → PUT /api/users/password. */
export function PasswordForm() {
  const form = useFieldForm<PasswordField, PasswordValues>({
    initial: EMPTY_PASSWORDS,
    fields: PASSWORD_FIELDS,
    validate: validatePasswords,
    idPrefix: 'password',
  });
  const change = useChangePassword();

  const submit = fieldSubmit(form, change.isPending, () => {
    change.mutate(
      { currentPassword: form.values.currentPassword, newPassword: form.values.newPassword },
      {
        onSuccess: () => {
          toast.success(PROFILE_TEXT.passwordChanged);
          form.reset(EMPTY_PASSWORDS);
        },
        onError: (error) => {
          form.showServerErrors(serverFieldErrors(error));
          toastFailure(error, PROFILE_TEXT.passwordFailed);
        },
      },
    );
  });

  const field = (name: PasswordField) => ({ ...form.field(name), type: 'password', required: true });

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
          <BusyButton
            pending={change.isPending}
            icon={<KeyRound size={16} aria-hidden="true" />}
            label={PROFILE_TEXT.changePassword}
            pendingLabel={PROFILE_TEXT.changingPassword}
          />
        </div>
      </form>
    </Card>
  );
}

import { Mail } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import {
  useChooseEmailCopies,
  useNotificationSettings,
  type NotificationSettings,
} from '../../entities/notification';
import { toastFailure } from '../../shared/api';
import { toast } from '../../shared/toast';
import { Card, Skeleton, LoadError, BusyButton } from '../../shared/ui';
import { PROFILE_TEXT } from './model';
import styles from './ProfileSection.module.css';

/** Which notices also come by e-mail, per kind → PUT /api/notifications/settings. */
export function EmailCopiesForm() {
  const settings = useNotificationSettings();
  const choose = useChooseEmailCopies();
  const [chosen, setChosen] = useState<NotificationSettings['emailTypes'] | null>(null);
  useEffect(() => {
    if (settings.data) setChosen(settings.data.emailTypes);
  }, [settings.data]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!chosen || choose.isPending) return;
    choose.mutate(chosen, {
      onSuccess: () => toast.success(PROFILE_TEXT.emailCopiesSaved),
      onError: (error) => toastFailure(error, PROFILE_TEXT.emailCopiesFailed),
    });
  };

  let body;
  if (settings.isPending || !chosen) body = settings.isError ? null : <Skeleton height={120} />;
  if (settings.isError) {
    body = (
      <LoadError query={settings} title={PROFILE_TEXT.emailCopiesLoadFailed} retry={PROFILE_TEXT.retry} />
    );
  } else if (settings.data && chosen) {
    const changed = [...chosen].sort().join() !== [...settings.data.emailTypes].sort().join();
    body = (
      <form className={styles.form} onSubmit={submit} aria-label={PROFILE_TEXT.emailCopies}>
        <p className={styles.hint}>{PROFILE_TEXT.emailCopiesHint}</p>
        <fieldset className={styles.choices}>
          <legend className="visually-hidden">{PROFILE_TEXT.emailCopies}</legend>
          {settings.data.types.map(({ type, label }) => (
            <label key={type} className={styles.choice}>
              <input
                type="checkbox"
                checked={chosen.includes(type)}
                onChange={(e) =>
                  setChosen(e.target.checked ? [...chosen, type] : chosen.filter((kind) => kind !== type))
                }
              />
              {label}
            </label>
          ))}
        </fieldset>
        <div className={styles.actions}>
          <BusyButton
            pending={choose.isPending}
            disabled={!changed}
            icon={<Mail size={16} aria-hidden="true" />}
            label={PROFILE_TEXT.save}
            pendingLabel={PROFILE_TEXT.saving}
          />
        </div>
      </form>
    );
  }
  return <Card title={PROFILE_TEXT.emailCopies}>{body}</Card>;
}

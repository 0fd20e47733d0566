import { Pencil, Save } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { serverFieldErrors, toastFailure } from '../../shared/api';
import { fieldSubmit, useFieldForm } from '../../shared/lib';
import { ROLE_LABELS, lacksOwnName, useSession } from '../../shared/session';
import { toast } from '../../shared/toast';
import { Button, Card, DataList, TextField, BusyButton, type TextFieldProps } from '../../shared/ui';
import { useUpdateProfile } from './api/updateProfile';
import {
  PROFILE_FIELDS,
  PROFILE_TEXT,
  formatPhone,
  profileValues,
  toProfilePayload,
  validateProfile,
  type Profile,
  type ProfileField,
  type ProfileValues,
} from './model';
import styles from './ProfileSection.module.css';

/** Each field's label and input kind; the name parts are at most 100 characters each. */
const FIELD_PROPS: Record<ProfileField, Omit<TextFieldProps, 'name'>> = {
  lastName: { label: PROFILE_TEXT.lastName, autoComplete: 'family-name', maxLength: 100 },
  firstName: { label: PROFILE_TEXT.firstName, autoComplete: 'given-name', maxLength: 100 },
  middleName: { label: PROFILE_TEXT.middleName, autoComplete: 'additional-name', maxLength: 100 },
  phone: {
    type: 'tel',
    inputMode: 'tel',
    label: PROFILE_TEXT.phone,
    hint: PROFILE_TEXT.phoneHint,
    autoComplete: 'tel',
    placeholder: '+7 (___) ___-__-__',
  },
};

function ProfileForm({
  profile,
  defaultName,
  onClose,
}: {
  profile: Profile;
  defaultName: boolean;
  onClose: () => void;
}) {
  const form = useFieldForm<ProfileField, ProfileValues>({
    initial: () => profileValues(profile, defaultName),
    fields: PROFILE_FIELDS,
    validate: validateProfile,
    idPrefix: 'profile',
  });
  const update = useUpdateProfile();

  const submit = fieldSubmit(form, update.isPending, () => {
    update.mutate(toProfilePayload(form.values, defaultName), {
      onSuccess: () => {
        toast.success(PROFILE_TEXT.updated);
        onClose();
      },
      onError: (error) => {
        form.showServerErrors(serverFieldErrors(error));
        toastFailure(error, PROFILE_TEXT.updateFailed);
      },
    });
  });
  const field = form.field;

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={PROFILE_TEXT.details}>
      <div className={styles.grid}>
        {PROFILE_FIELDS.map((name) => (
          <TextField key={name} {...field(name)} {...FIELD_PROPS[name]} />
        ))}
      </div>
      <div className={styles.actions}>
        <Button type="button" onClick={onClose} disabled={update.isPending}>
          {PROFILE_TEXT.cancel}
        </Button>
        <BusyButton
          pending={update.isPending}
          icon={<Save size={16} aria-hidden="true" />}
          label={PROFILE_TEXT.save}
          pendingLabel={PROFILE_TEXT.saving}
        />
      </div>
    </form>
  );
}

/** The profile's data (GET /api/users/profile) and, on 'Изменить', its form (PUT /api/users/profile). */
export function ProfileDetails({ profile }: { profile: Profile }) {
  // The cabinet's invitation to enter a name opens the form at once.
  const location = useLocation();
  const [editing, setEditing] = useState(
    () => (location.state as { editName?: boolean } | null)?.editName === true,
  );
  const { user } = useSession();
  const notSet = <span className={styles.muted}>{PROFILE_TEXT.notSet}</span>;
  const company = user?.Company?.name;
  // Registration's «Пользователь» and «ИНН …» are shown as no name at all (ADR 0058).
  const defaultName = lacksOwnName(user);
  return (
    <Card
      title={PROFILE_TEXT.details}
      actions={
        editing ? null : (
          <Button size="small" onClick={() => setEditing(true)}>
            <Pencil size={14} aria-hidden="true" />
            {PROFILE_TEXT.edit}
          </Button>
        )
      }
    >
      {editing ? (
        <ProfileForm profile={profile} defaultName={defaultName} onClose={() => setEditing(false)} />
      ) : (
        <DataList
          items={[
            {
              key: 'lastName',
              label: PROFILE_TEXT.lastName,
              value: (!defaultName && profile.lastName) || notSet,
            },
            {
              key: 'firstName',
              label: PROFILE_TEXT.firstName,
              value: (!defaultName && profile.firstName) || notSet,
            },
            { key: 'middleName', label: PROFILE_TEXT.middleName, value: profile.middleName || notSet },
            { key: 'email', label: PROFILE_TEXT.email, value: profile.email || user?.email },
            {
              key: 'phone',
              label: PROFILE_TEXT.phone,
              value: profile.phone ? formatPhone(profile.phone) : notSet,
            },
            ...(user ? [{ key: 'role', label: PROFILE_TEXT.role, value: ROLE_LABELS[user.role] }] : []),
            ...(user && user.role !== 'admin'
              ? [
                  {
                    key: 'company',
                    label: PROFILE_TEXT.company,
                    value: company || <span className={styles.muted}>{PROFILE_TEXT.noCompany}</span>,
                  },
                ]
              : []),
          ]}
        />
      )}
    </Card>
  );
}

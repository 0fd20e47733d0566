import { CircleAlert } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { ApiError, toastFailure } from '../../shared/api';
import { toast } from '../../shared/toast';
import { TextField, type TextFieldProps } from '../../shared/ui';
import { useRegister } from './api/register';
import {
  AUTH_TEXT,
  EMPTY_REGISTRATION,
  REGISTER_FIELDS,
  serverFieldErrors,
  serverMessage,
  toRegisterPayload,
  validateRegistration,
  type PublicRole,
  type RegisterErrors,
  type RegisterField,
  type RegisterValues,
} from './model';
import { useCompleteSignIn } from './useCompleteSignIn';
import { AuthFormEnd } from './AuthParts';
import styles from './AuthForm.module.css';

export interface RegisterFormProps {
  /** In the side panel: switch the panel to login. On the page: a link to /login. */
  onLogin?: () => void;
  onDone?: () => void;
}

const ROLES: readonly PublicRole[] = ['buyer', 'supplier'];

/** Server fields that have a field of their own here; anything else is told in the toast only. */
const SERVER_FIELDS: readonly RegisterField[] = ['email', 'inn', 'password', 'passwordConfirm', 'role'];

type TextFieldName = Exclude<RegisterField, 'privacy' | 'role'>;
const TEXT_FIELDS: readonly TextFieldName[] = ['email', 'inn', 'password', 'passwordConfirm'];
/** Each text field's label, hint and input kind. */
const TEXT_FIELD_PROPS: Record<TextFieldName, Omit<TextFieldProps, 'name'>> = {
  email: { type: 'email', inputMode: 'email', autoComplete: 'email', label: AUTH_TEXT.email },
  inn: {
    inputMode: 'numeric',
    autoComplete: 'off',
    maxLength: 12,
    label: AUTH_TEXT.inn,
    hint: AUTH_TEXT.innHint,
    className: 'tabular',
  },
  password: {
    type: 'password',
    autoComplete: 'new-password',
    label: AUTH_TEXT.password,
    hint: AUTH_TEXT.passwordHint,
  },
  passwordConfirm: { type: 'password', autoComplete: 'new-password', label: AUTH_TEXT.passwordConfirm },
};

/** The message of a choice (the user type, the privacy policy), read with it. */
function ChoiceError({ id, message }: { id: string | undefined; message: string | undefined }) {
  return message ? (
    <p id={id} className={styles.error}>
      <CircleAlert size={14} aria-hidden="true" />
      <span>{message}</span>
    </p>
  ) : null;
}

/**
 * Registration: user type (Покупатель by default or Поставщик), e-mail, ИНН,
 * password and its confirmation, the privacy policy. Every rule is checked before sending; the
 * server's field errors (the ИНН check digits, a taken e-mail) are shown under their fields.
 */
export function RegisterForm({ onLogin, onDone }: RegisterFormProps) {
  const [values, setValues] = useState<RegisterValues>(EMPTY_REGISTRATION);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [attempted, setAttempted] = useState(false);
  const register = useRegister();
  const complete = useCompleteSignIn();
  const refs = useRef<Partial<Record<RegisterField, HTMLInputElement | null>>>({});
  const id = useId();
  const idOf = (field: RegisterField) => `register-${field}-${id}`;

  const update = (next: RegisterValues) => {
    setValues(next);
    if (attempted) setErrors(validateRegistration(next));
  };
  /** A text field's id, name, value, change, message and ref. */
  const text = (field: TextFieldName) => ({
    id: idOf(field),
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => update({ ...values, [field]: event.target.value }),
    error: errors[field],
    ref: (node: HTMLInputElement | null) => {
      refs.current[field] = node;
    },
  });

  const focusFirst = (found: RegisterErrors) => {
    const first = REGISTER_FIELDS.find((field) => found[field]);
    if (first) refs.current[first]?.focus();
    return first !== undefined;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (register.isPending) return;
    const found = validateRegistration(values);
    setAttempted(true);
    setErrors(found);
    if (focusFirst(found)) return;
    complete.prepare();
    register.mutate(toRegisterPayload(values), {
      onSuccess: async (auth) => {
        toast.success(AUTH_TEXT.registered);
        onDone?.();
        await complete(auth);
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        const fromServer: RegisterErrors = {};
        for (const field of SERVER_FIELDS) if (fields[field]) fromServer[field] = fields[field];
        const message = serverMessage(error);
        // 409: the e-mail is taken; the answer names no field, the e-mail field is the one to change.
        if (error instanceof ApiError && error.status === 409 && message) fromServer.email = message;
        setErrors(fromServer);
        focusFirst(fromServer);
        toastFailure(error, AUTH_TEXT.registerFailed);
      },
    });
  };

  const privacyError = errors.privacy ? `${idOf('privacy')}-error` : undefined;
  const roleError = errors.role ? `${idOf('role')}-error` : undefined;

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={AUTH_TEXT.registerTitle}>
      <fieldset className={styles.roles} aria-describedby={roleError}>
        <legend className={styles.legend}>{AUTH_TEXT.userType}</legend>
        <div className={styles.segmented}>
          {ROLES.map((role, index) => (
            <label key={role} className={styles.segment}>
              <input
                type="radio"
                name={`role-${id}`}
                value={role}
                checked={values.role === role}
                onChange={() => update({ ...values, role })}
                ref={
                  index === 0
                    ? (node) => {
                        refs.current.role = node;
                      }
                    : undefined
                }
              />
              <span>{AUTH_TEXT.roles[role]}</span>
            </label>
          ))}
        </div>
        <ChoiceError id={roleError} message={errors.role} />
      </fieldset>
      {TEXT_FIELDS.map((field) => (
        <TextField key={field} {...text(field)} {...TEXT_FIELD_PROPS[field]} required />
      ))}
      <div className={styles.checkField}>
        <label className={styles.check}>
          <input
            type="checkbox"
            name="privacy"
            checked={values.privacy}
            onChange={(event) => update({ ...values, privacy: event.target.checked })}
            aria-invalid={errors.privacy ? true : undefined}
            aria-describedby={privacyError}
            ref={(node) => {
              refs.current.privacy = node;
            }}
          />
          <span>{AUTH_TEXT.privacy}</span>
        </label>
        <ChoiceError id={privacyError} message={errors.privacy} />
      </div>
      <AuthFormEnd form="register" pending={register.isPending} onSwitch={onLogin} />
    </form>
  );
}

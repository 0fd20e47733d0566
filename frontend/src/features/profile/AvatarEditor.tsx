import { ImageUp, Save } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { toastFailure } from '../../shared/api';
import { toast } from '../../shared/toast';
import { Avatar, Button, Card, BusyButton } from '../../shared/ui';
import { useUploadAvatar } from './api/uploadAvatar';
import { AVATAR_TYPES, PROFILE_TEXT, avatarProblem } from './model';
import styles from './ProfileSection.module.css';

/** An object URL for the chosen file, revoked when it changes (jsdom has none: then no preview). */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * The avatar: the current picture (or the default icon), a file chooser that checks type and size
 * before anything is sent, a preview, then PUT /api/users/avatar (multipart field `avatar`).
 */
export function AvatarEditor({ avatar }: { avatar: string | null }) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const preview = usePreview(file);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    const problem = avatarProblem(chosen);
    setError(problem);
    setFile(problem ? null : chosen);
  };

  const save = () => {
    if (!file || upload.isPending) return;
    upload.mutate(file, {
      onSuccess: () => {
        toast.success(PROFILE_TEXT.avatarSaved);
        setFile(null);
      },
      onError: (failure) => toastFailure(failure, PROFILE_TEXT.avatarFailed),
    });
  };

  return (
    <Card title={PROFILE_TEXT.avatar}>
      <div className={styles.avatarEditor}>
        <Avatar
          src={preview ?? avatar}
          alt={file ? PROFILE_TEXT.preview : PROFILE_TEXT.avatarAlt}
          size="large"
        />
        <div className={styles.avatarControls}>
          <input
            ref={input}
            id={id}
            type="file"
            accept={AVATAR_TYPES.join(',')}
            className="visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
            onChange={choose}
          />
          <Button
            size="small"
            onClick={() => input.current?.click()}
            aria-describedby={[error ? errorId : null, hintId].filter(Boolean).join(' ')}
          >
            <ImageUp size={14} aria-hidden="true" />
            {PROFILE_TEXT.chooseAvatar}
          </Button>
          {file && (
            <p className={styles.fileName} title={file.name}>
              {file.name}
            </p>
          )}
          {error && (
            <p id={errorId} role="alert" className={styles.error}>
              {error}
            </p>
          )}
          <p id={hintId} className={styles.hint}>
            {PROFILE_TEXT.avatarHint}
          </p>
          {file && (
            <div className={styles.actions}>
              <Button size="small" onClick={() => setFile(null)} disabled={upload.isPending}>
                {PROFILE_TEXT.cancel}
              </Button>
              <BusyButton
                pending={upload.isPending}
                type="button"
                size="small"
                onClick={save}
                icon={<Save size={14} aria-hidden="true" />}
                label={PROFILE_TEXT.saveAvatar}
                pendingLabel={PROFILE_TEXT.saving}
              />
            </div>
          )}
        </div>
      </div>
    </Card>
  );
}

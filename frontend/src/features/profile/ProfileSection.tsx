import { useSession } from '../../shared/session';
import { BusyBlock, LoadError, Skeleton } from '../../shared/ui';
import { useProfile } from './api/getProfile';
import { AvatarEditor } from './AvatarEditor';
import { EmailCopiesForm } from './EmailCopiesForm';
import { PROFILE_TEXT } from './model';
import { PasswordForm } from './PasswordForm';
import { ProfileDetails } from './ProfileDetails';
import styles from './ProfileSection.module.css';

/** The cabinet section 'Мои данные': personal data, the avatar, the password and the e-mail copies of notices. */
export function ProfileSection() {
  const profile = useProfile();
  const { user } = useSession();

  if (profile.isPending) {
    return (
      <BusyBlock className={styles.layout} label={PROFILE_TEXT.loading}>
        <Skeleton height={240} />
        <Skeleton height={160} />
      </BusyBlock>
    );
  }
  if (profile.isError) {
    return <LoadError query={profile} title={PROFILE_TEXT.loadFailed} retry={PROFILE_TEXT.retry} />;
  }
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <ProfileDetails profile={profile.data} />
        <PasswordForm />
        <EmailCopiesForm />
      </div>
      <aside className={styles.side}>
        <AvatarEditor avatar={profile.data.avatar ?? user?.avatar ?? null} />
      </aside>
    </div>
  );
}

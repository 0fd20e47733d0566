import { UserRound } from 'lucide-react';
import styles from './Avatar.module.css';

export interface AvatarProps {
  /** The image; without one a default person icon is shown (spec: "default icon if none"). */
  src?: string | null;
  /** Empty for decoration next to the name; a text when the picture is the content. */
  alt?: string;
  /** 32, 48 or 96 px. */
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

export function Avatar({ src, alt = '', size = 'medium', className }: AvatarProps) {
  const classes = [styles.avatar, styles[size], className].filter(Boolean).join(' ');
  if (src) return <img src={src} alt={alt} className={classes} />;
  return (
    <span
      className={classes}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
    >
      <UserRound className={styles.icon} aria-hidden="true" />
    </span>
  );
}

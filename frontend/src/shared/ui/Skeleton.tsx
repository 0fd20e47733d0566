import type { CSSProperties } from 'react';
import styles from './Skeleton.module.css';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
}

/** A placeholder block of a fixed size; hidden from assistive technology (the caller announces loading). */
export function Skeleton({ width = '100%', height = '1em', className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={className ? `${styles.skeleton} ${className}` : styles.skeleton}
      style={{ width, height }}
    />
  );
}

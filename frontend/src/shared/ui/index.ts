export { Button } from './Button';
export type { ButtonProps } from './Button';
export { Skeleton } from './Skeleton';
export type { SkeletonProps } from './Skeleton';

export { Button } from './Button';
export type { ButtonProps } from './Button';
export { Skeleton } from './Skeleton';
export { BusyBlock, LoadingNote } from './LoadingNote';
export type { SkeletonProps } from './Skeleton';
export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';
export { StateMessage } from './StateMessage';
export { DetailLoadFailure, RetryState } from './RetryState';
export type { StateMessageProps } from './StateMessage';
export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
export { PlaceholderPage, PLACEHOLDER_TEXT } from './PlaceholderPage';
export { StatusLink, StatusPage } from './StatusPage';
export type { StatusPageProps } from './StatusPage';
export type { PlaceholderPageProps } from './PlaceholderPage';
export { ListPages, Pagination, PAGINATION_TEXT } from './Pagination';
export type { PaginationProps } from './Pagination';
export { CategoryGrid, CategoryGridSkeleton } from './CategoryGrid';
export type { CategoryGridItem, CategoryGridProps } from './CategoryGrid';
export { Slider, SLIDER_TEXT, DEFAULT_SLIDES_PER_VIEW } from './Slider';
export type { SliderProps, SlidesPerView } from './Slider';
export { Gallery, GALLERY_TEXT } from './Gallery';
export type { GalleryImage, GalleryProps } from './Gallery';
export { Tabs } from './Tabs';
export type { TabItem, TabsProps } from './Tabs';
export { Modal } from './Modal';
export type { ModalProps } from './Modal';
export { SidePanel } from './SidePanel';
export type { SidePanelProps } from './SidePanel';
export { Avatar } from './Avatar';
export type { AvatarProps } from './Avatar';
export { Card } from './Card';
export type { CardProps } from './Card';
export { DataList } from './DataList';
export type { DataListItem } from './DataList';
export { NearViewport } from './NearViewport';
export { TableFrame } from './TableFrame';
export type { TableFrameProps } from './TableFrame';
export type { NearViewportProps } from './NearViewport';
/** The cabinet screens' shared classes: tables, toolbars, badges, forms and side panels. */
export { default as workspaceStyles } from './Workspace.module.css';
export {
  FilterToolbar,
  InputFilter,
  PeriodFilter,
  ResetFilters,
  SearchAndStatus,
  SearchFilter,
  SelectFilter,
} from './FilterToolbar';
export type {
  InputFilterProps,
  SearchAndStatusProps,
  SearchFilterProps,
  SelectFilterProps,
} from './FilterToolbar';
export { ListStates, LoadError, LoadingRows, SortHeader, sortRows } from './ListStates';
export type { ListQuery, ListStatesProps, SortState } from './ListStates';
export { DataTable } from './DataTable';
export type { Column, DataTableProps } from './DataTable';
export { DragHandle, MoveButtons, SortableArea, SortableLevel, useSortableItem } from './SortableTree';
export { DetailList, DetailPanel, DetailSection, ReasonBox, Timeline } from './DetailPanel';
export type { Detail, TimelineStep } from './DetailPanel';
export { Field, SelectField, TextAreaField } from './Field';
export { runOnEach, StepButtons, useReasonedSteps } from './StepActions';
export { ImageListField } from './ImageListField';
export { BusyButton } from './BusyButton';
export type { BusyButtonProps } from './BusyButton';

export { Button, type ButtonProps } from './Button';
export { Skeleton, type SkeletonProps } from './Skeleton';
export { BusyBlock, LoadingNote } from './LoadingNote';
export { Spinner, type SpinnerProps } from './Spinner';
export { StateMessage, type StateMessageProps } from './StateMessage';
export { DetailLoadFailure, RetryState } from './RetryState';
export { TextField, type TextFieldProps } from './TextField';
export { PlaceholderPage, PLACEHOLDER_TEXT, type PlaceholderPageProps } from './PlaceholderPage';
export { StatusLink, StatusPage, type StatusPageProps } from './StatusPage';
export { ListPages, Pagination, PAGINATION_TEXT, type PaginationProps } from './Pagination';
export {
  CategoryGrid,
  CategoryGridSkeleton,
  type CategoryGridItem,
  type CategoryGridProps,
} from './CategoryGrid';
export { Slider, SLIDER_TEXT, DEFAULT_SLIDES_PER_VIEW, type SliderProps, type SlidesPerView } from './Slider';
export { Gallery, GALLERY_TEXT, type GalleryImage, type GalleryProps } from './Gallery';
export { Tabs, type TabItem, type TabsProps } from './Tabs';
export { Modal, type ModalProps } from './Modal';
export { SidePanel, type SidePanelProps } from './SidePanel';
export { Avatar, type AvatarProps } from './Avatar';
export { Card, type CardProps } from './Card';
export { DataList, type DataListItem } from './DataList';
export { NearViewport, type NearViewportProps } from './NearViewport';
export { TableFrame, type TableFrameProps } from './TableFrame';
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
  type InputFilterProps,
  type SearchAndStatusProps,
  type SearchFilterProps,
  type SelectFilterProps,
} from './FilterToolbar';
export {
  ListStates,
  LoadError,
  LoadingRows,
  SortHeader,
  sortRows,
  type ListQuery,
  type ListStatesProps,
  type SortState,
} from './ListStates';
export { DataTable, type Column, type DataTableProps } from './DataTable';
export { DragHandle, MoveButtons, SortableArea, SortableLevel, useSortableItem } from './SortableTree';
export {
  DetailList,
  DetailPanel,
  DetailSection,
  ReasonBox,
  Timeline,
  type Detail,
  type TimelineStep,
} from './DetailPanel';
export { Field, SelectField, SubmitRow, TextAreaField } from './Field';
export { Options, type OptionEntry } from './Options';
export { moderationTone, type Tone } from './tone';
export { runOnEach, StepButtons, useReasonedSteps } from './StepActions';
export { ImageListField } from './ImageListField';
export { BusyButton, type BusyButtonProps } from './BusyButton';
export { DealDetails, type DealHistoryStep } from './DealDetails';
export { OfferForm, useOfferForm } from './OfferForm';
export { SearchStatusToolbar, useSearchAndStatus } from './SearchStatusToolbar';
export { StatusWithReason, updatedColumn } from './BoardCells';
export { queryPanel, type QueryPanelProps } from './QueryPanel';
export { CardPicture } from './CardPicture';

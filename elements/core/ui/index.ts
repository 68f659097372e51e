// Shared UI primitives for every widget and the console. Each renders where it is declared
// (never portalled to document.body), so it works inside a widget's shadow root as well as in
// the console's document. Colours come only from the theme's --farm-* custom properties.

// Theme references (var(--farm-*, fallback)) for widgets styling their own parts alike.
export { color, radius, fontFamily, fontSize, shadow, controlHeight, tint, type ControlSize } from './shared/tokens';
export { Spinner } from './shared/spinner';
export { withPart } from './shared/styled-part';
export { hostLabel } from './shared/host-label';
export { keepTabInside, tabStops } from './shared/focus-trap';
export { useFocusInside } from './shared/use-focus-inside';
export { useAccessibleContrast } from './shared/use-accessible-contrast';

// Buttons and dialogs
export { Button, type ButtonProps } from './button/button';
export type { ButtonType } from './button/button.styles';
export { Modal, type ModalProps } from './modal/modal';
export { Drawer, type DrawerProps } from './drawer/drawer';
export { Popup, type PopupProps } from './popup/popup';
export { popupPosition, type AnchorBox, type PopupBox } from './popup/popup-position';

// Messages, notifications and confirmations
export { NoticeProvider, type NoticeProviderProps } from './notice/notice-provider';
export { DeferredNoticeProvider } from './notice/deferred-notice-provider';
export { useNotice, useConfirm, type NoticeTarget } from './notice/notice-context';
export { createNoticeBridge, type NoticeBridge, type BridgeNotice, type ReloginOptions } from './notice/notice-bridge';
export {
  MESSAGE_DURATION,
  NOTIFICATION_DURATION,
  type CloseNotice,
  type MessageApi,
  type NoticeApi,
  type NoticeLevel,
  type NotificationApi,
  type NotificationInput,
} from './notice/notice-model';
export type { ConfirmFn, ConfirmOptions } from './confirm/confirm-model';
export { PromptModal, type PromptModalProps } from './prompt/prompt-modal';
export { ContextMenu, type ContextMenuProps, type ContextMenuItem } from './context-menu/context-menu';
export { useContextMenu, type ContextMenuAnchor, type ContextMenuState } from './context-menu/use-context-menu';
export { contextMenuPoint, contextMenuPosition } from './context-menu/context-menu-position';

// Select and dropdown menu
export { Select } from './select/select';
export type { SelectProps, SingleSelectProps, MultipleSelectProps } from './select/select-props';
export { filterOptions, labelOf, type SelectOption, type SelectValue, type OptionFilter } from './select/select-model';
export { DropdownMenu, type DropdownMenuProps, type MenuEntry } from './menu/dropdown-menu';

// Date, datetime, time, month and year pickers, and their range
export {
  DatePicker,
  DateRangePicker,
  PICKER_MIN_WIDTH,
  DEFAULT_PICKER_FORMATS,
  parsePickerText,
  type DatePickerProps,
  type DateRangePickerProps,
  type DateRange,
  type PickerKind,
} from './date-picker';

// Tree
export { Tree } from './tree/tree';
export type { TreeProps } from './tree/tree-props';
export type { TreeKey, TreeNode, CheckMode, CheckState } from './tree/tree-node';
export type { LoadData } from './tree/use-lazy-children';
export {
  visibleRows,
  attachLoaded,
  allKeys,
  conductCheck,
  toggleCheck,
  toggleSelect,
  filterTree,
  titleSegments,
  type VisibleRow,
  type FilteredTree,
  type TitleSegment,
} from './tree/tree-state';
export { treeKeyAction, type TreeKeyAction } from './tree/tree-keys';

// Pagination
export { Pagination, type PaginationProps, type ShowTotal } from './pagination/pagination';
export {
  DEFAULT_PAGE_SIZE,
  DEFAULT_PAGE_SIZE_OPTIONS,
  JUMP_SIZE,
  pageCount,
  clampPage,
  itemRange,
  pageItems,
  jumpTarget,
  pageAfterResize,
  parseJump,
  type PageItem,
} from './pagination/page-range';

// Tabs
export { Tabs, type TabsProps, type TabItem } from './tabs/tabs';
export { tabAfterKey, type TabStop } from './tabs/tab-keys';

// Form basics
export { Input, type InputProps } from './form/input';
export { Textarea, type TextareaProps } from './form/textarea';
export { Checkbox, type CheckboxProps } from './form/checkbox';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './form/radio-group';
export { Switch, type SwitchProps } from './form/switch';

// Feedback
export { Spin, type SpinProps } from './feedback/spin';
export { Empty, type EmptyProps } from './feedback/empty';
export { Tag, type TagProps, type TagPreset } from './feedback/tag';
export { Tooltip, type TooltipProps, type TooltipPlacement } from './feedback/tooltip';

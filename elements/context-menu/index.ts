// The context menu's public surface: the React component `<farm-context-menu>` renders and its
// item rules. React pages use elements/core/ui's ContextMenu and useContextMenu directly.
export {
  ContextMenuControl,
  type ContextMenuChoice,
  type ContextMenuControlProps,
  type ContextMenuOpen,
} from './view/context-menu-control';
export { menuItemsFromChildren, menuItemsOf, type MenuItem } from './model/menu-items';

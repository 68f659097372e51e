import { use, type ComponentType, type ReactElement } from 'react';
import type { ViewGroup } from '../app/view-group';

/**
 * A page drawn from a group of pages fetched as one chunk on first need (a menu's pages: system
 * administration, the farm lists): the shell the user signs in to does not carry them. Until the
 * chunk arrives the page suspends (the page frame shows it loading); once it has, every page of
 * the group draws at once.
 */
export function lazyPage<Module, Props extends object>(
  group: ViewGroup<Module>,
  pick: (module: Module) => ComponentType<Props>,
): ComponentType<Props> {
  function LazyPage(props: Props): ReactElement {
    const View = pick(use(group.load()));
    return <View {...props} />;
  }
  return LazyPage;
}

import { use, type ComponentType, type ReactElement } from 'react';
import type { ViewGroup } from './view-group';

/**
 * The one way to write a lazy view: a component drawn from a group of views fetched as one chunk
 * on first need (the sign-in views, the shell, a menu's pages), so what loads first does not carry
 * them. Until the chunk arrives the view suspends (up to the route table's or the page frame's
 * loading state); once it has, every view of the group draws at once.
 */
export function lazyView<Module, Props extends object>(
  group: ViewGroup<Module>,
  pick: (module: Module) => ComponentType<Props>,
): ComponentType<Props> {
  // biome-ignore lint/correctness/noComponentHookFactories: lazyView runs once per view at module load (lazy-views.tsx, page-registry.tsx), so each component is made once and keeps its identity.
  function LazyView(props: Props): ReactElement {
    const View = pick(use(group.load()));
    return <View {...props} />;
  }
  return LazyView;
}

import type { MenuNode } from './menu-types';

/** The root layout of a JeecgBoot Vue 3 menu table, which this Vue 2-style console cannot load. */
export const VUE3_LAYOUT_COMPONENT = 'layouts/default/index';

export type MenuProblem = 'empty' | 'vue3';

function usesVue3Layout(nodes: readonly MenuNode[]): boolean {
  return nodes.some((node) => node.component === VUE3_LAYOUT_COMPONENT || usesVue3Layout(node.children ?? []));
}

/**
 * What keeps a menu from being loaded (shell spec section 4): an empty menu list is an error,
 * and an entry using 'layouts/default/index' means the menu table is the Vue 3 version.
 */
export function menuProblem(menu: unknown): MenuProblem | null {
  if (!Array.isArray(menu) || menu.length === 0) return 'empty';
  return usesVue3Layout(menu as MenuNode[]) ? 'vue3' : null;
}

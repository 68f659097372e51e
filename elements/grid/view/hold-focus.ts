/**
 * Keeps the focus inside the grid while a commit swaps the active cell for its editor.
 *
 * After each commit React gives the focus back to what `document.activeElement` was before it, if
 * the focus moved. For a grid in a shadow root that is the host: the cell the editor replaces
 * takes the focus with it when it leaves the tree, the focus falls to the page, and React calls
 * `host.focus()`, which delegatesFocus hands to the host's first focusable node (the toolbar's
 * 新增, scrolled into view) until the editor takes it later in the commit. Called from the editor's
 * insertion effect, which runs in that commit after the cell left and before React looks, this puts
 * the focus on the grid itself, so React finds it on the host as before and leaves it to the editor.
 */
export function holdFocusOnGrid(grid: HTMLElement | null | undefined): void {
  if (!grid) return;
  const root = grid.getRootNode();
  // In the light DOM React finds the removed cell itself and gives nothing back.
  if (!(root instanceof ShadowRoot) || root.activeElement !== null) return;
  // Focus somewhere else on the page is not the grid's to move.
  if (document.activeElement !== null && document.activeElement !== document.body) return;
  grid.focus({ preventScroll: true });
}

/**
 * After each commit React puts the focus back on what `document.activeElement` was before it, if
 * the focus moved. For a React tree in a shadow root that is the host: when a commit removes the
 * focused node (a grid cell swapped for its editor), React calls `host.focus()` at once, and
 * delegatesFocus hands the focus to the host's first focusable node (the grid toolbar's 新增)
 * before the node that replaced it (the editor) takes it in the same commit. Seen from the shadow
 * root, such a call comes in the task the focused node left the tree in; the guard answers it as
 * React means it: a node moved keeps the focus; for a node removed, the host delegates only if the
 * focus is still nowhere once the task's work is done (a closed dialog's focus going home).
 */
export class FocusRestoreGuard {
  /** The node whose focus just went nowhere (a removal, or focus dropped onto the page), for the rest of the task. */
  #left: HTMLElement | null = null;
  readonly #root: ShadowRoot;

  constructor(root: ShadowRoot) {
    this.#root = root;
    root.addEventListener('focusout', (event) => {
      // A shadow root's event map leaves focus events out: narrowed, not cast.
      if (!(event instanceof FocusEvent) || event.relatedTarget !== null) return;
      if (!(event.target instanceof HTMLElement)) return;
      this.#left = event.target;
      // A commit runs in one task with no microtask checkpoint between the removal and React's call.
      queueMicrotask(() => {
        this.#left = null;
      });
    });
  }

  /**
   * Carries out a `host.focus()` made in the task the focus went nowhere: answers whether it did;
   * otherwise the caller delegates as usual.
   */
  restores(options: FocusOptions | undefined, delegate: (options?: FocusOptions) => void): boolean {
    const left = this.#left;
    if (!left) return false;
    if (left.isConnected) {
      left.focus(options);
      return true;
    }
    queueMicrotask(() => {
      const focusIsNowhere = document.activeElement === null || document.activeElement === document.body;
      if (focusIsNowhere && this.#root.activeElement === null) delegate(options);
    });
    return true;
  }
}

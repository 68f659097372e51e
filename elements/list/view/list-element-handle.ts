/** What `<farm-list>`'s methods do; the mounted list registers it under its host element. */
export interface ListElementHandle {
  /** Loads the shown page again with the query in force. */
  reload(): void;
  /** As 重置: clears the query bar, the column filters, the advanced query and the sort; first page. */
  reset(): void;
  /** The selected rows' keys, in the order they were chosen (across pages). */
  getSelection(): string[];
  /** The selected rows seen so far (a row chosen on another page is as it was shown there). */
  getSelectedRows(): Record<string, unknown>[];
  /** Clears the selection without firing `farm-selection-change` (code, not the user, changed it). */
  clearSelection(): void;
  /** As 导出: downloads the xlsx of the current query and selection; resolves to whether a file was saved. */
  exportXls(): Promise<boolean>;
}

const handles = new WeakMap<Element, ListElementHandle>();

export function registerListHandle(host: Element, handle: ListElementHandle): () => void {
  handles.set(host, handle);
  return () => {
    if (handles.get(host) === handle) handles.delete(host);
  };
}

export function listHandleOf(host: Element): ListElementHandle {
  const handle = handles.get(host);
  if (!handle) throw new Error('farm-elements: <farm-list> is not rendered yet; call its methods once it is connected');
  return handle;
}

import type { EditableGridHandle } from './editable-grid-props';

const handles = new WeakMap<Element, EditableGridHandle>();

/** `<farm-grid>`'s methods reach the mounted grid through its host element. */
export function registerGridHandle(host: Element, handle: EditableGridHandle): void {
  handles.set(host, handle);
}

export function gridHandleOf(host: Element): EditableGridHandle {
  const handle = handles.get(host);
  if (!handle) throw new Error('farm-elements: <farm-grid> is not rendered yet; call its methods once it is connected');
  return handle;
}

/** One dictionary entry (api-contract: `{ value, text }`, also `title` and `label` = text). */
export interface DictItem {
  value: string;
  text: string;
  title?: string;
  label?: string;
}

/** What servers send: some fill only `label` or `title`, some send numeric values. */
export interface DictItemAnswer {
  value?: string | number | null;
  text?: string | null;
  title?: string | null;
  label?: string | null;
}

export function toDictItem(answer: DictItemAnswer): DictItem {
  const text = answer.text ?? answer.label ?? answer.title ?? '';
  const item: DictItem = { value: String(answer.value ?? ''), text };
  if (answer.title != null) item.title = answer.title;
  if (answer.label != null) item.label = answer.label;
  return item;
}

export type DictValue = string | number | readonly (string | number)[] | null | undefined;

/**
 * The text of a value, or of a comma-separated list of values, joined by commas in the order
 * of the values. Values with no item are left out, as JeecgBoot's multi-value filter does.
 */
export function itemsText(items: readonly DictItem[], value: DictValue): string {
  if (value === null || value === undefined || value === '') return '';
  const wanted = Array.isArray(value) ? value.map(String) : String(value).split(',');
  return wanted
    .map((one) => items.find((item) => item.value === one.trim())?.text)
    .filter((text): text is string => text !== undefined)
    .join(',');
}

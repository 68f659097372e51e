import '../../../elements/date-picker/element';
import { waitFor } from '../harness';

const holders: HTMLElement[] = [];

/** Removes every picker placed by placePicker(): for afterEach. */
export function removePickers(): void {
  for (const holder of holders.splice(0)) holder.remove();
}

/** A <farm-date-picker> with the attributes given, in a form, once drawn. */
export async function placePicker(attributes = ''): Promise<HTMLElement> {
  const holder = document.createElement('div');
  holder.innerHTML = `<form><farm-date-picker name="day" ${attributes}></farm-date-picker></form>`;
  document.body.append(holder);
  holders.push(holder);
  const element = holder.querySelector<HTMLElement>('farm-date-picker')!;
  await waitFor(() => boxes(element).length > 0, 3000, 'the picker');
  return element;
}

export const boxes = (element: HTMLElement) =>
  Array.from(element.shadowRoot?.querySelectorAll<HTMLInputElement>('input[role="combobox"]') ?? []);
export const panel = (element: HTMLElement) => element.shadowRoot!.querySelector<HTMLElement>('[data-picker-panel]');
export const dayButton = (element: HTMLElement, day: string) =>
  element.shadowRoot!.querySelector<HTMLButtonElement>(`[data-picker-panel] button[data-day="${day}"]`)!;
export const openButton = (element: HTMLElement, index = 0) =>
  element.shadowRoot!.querySelectorAll<HTMLButtonElement>('button[aria-label^="打开选择面板"]')[index];

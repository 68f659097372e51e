import type { FarmCronElement } from '../../../elements/cron/element';
import { describeAccessibility } from '../a11y';
import { waitFor } from '../harness';
import { activePanel, all, click, inside, place, removePlaces, tab } from './cron-dom';

afterEach(removePlaces);

const dialogOf = (cron: Element) => cron.shadowRoot!.querySelector<HTMLDialogElement>('dialog[open]');
const FIELD_TABS = ['秒', '分', '时', '日', '月', '周', '年'];

/** Each field's panel in turn, as a state of the editor (hidden panels are no part of the page). */
const fieldPanels = (scope: (cron: FarmCronElement) => ParentNode) =>
  FIELD_TABS.map((label) => ({
    name: `the ${label} panel`,
    open: async (cron: FarmCronElement) => {
      if (!dialogOf(cron) && cron.getAttribute('mode') !== 'inline') await openEditor(cron);
      await click(tab(scope(cron), label));
      await waitFor(() => tab(scope(cron), label).getAttribute('aria-selected') === 'true', 3000, `the ${label} tab`);
      activePanel(scope(cron));
    },
  }));

async function openEditor(cron: FarmCronElement): Promise<void> {
  await click(inside(cron, '[part~="open-button"]'));
  await waitFor(
    () => dialogOf(cron) !== null && all(cron, 'dialog [role="tab"]').length > 0,
    3000,
    'the editor dialog',
  );
}

describeAccessibility<FarmCronElement>({
  tag: 'farm-cron',
  variant: 'in its modal mode',
  mount: async () =>
    (await place('<form><farm-cron name="schedule" value="0 0 12 ? * 2,4 2030"></farm-cron></form>')).cron,
  states: [{ name: 'the editor dialog', open: openEditor }, ...fieldPanels((cron) => dialogOf(cron)!)],
  dialogs: [
    {
      name: 'the editor dialog',
      opener: (cron) => inside(cron, '[part~="open-button"]'),
      open: async (cron) => {
        await click(inside(cron, '[part~="open-button"]'));
      },
      dialog: (cron) => dialogOf(cron),
    },
  ],
});

describeAccessibility<FarmCronElement>({
  tag: 'farm-cron',
  variant: 'inline',
  mount: async () => (await place('<farm-cron mode="inline" value="0 0/5 8-18 * * ?"></farm-cron>')).cron,
  states: fieldPanels((cron) => cron.shadowRoot!),
});

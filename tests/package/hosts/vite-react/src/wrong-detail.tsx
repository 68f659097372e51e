import 'farm-elements/jsx';
import { FarmCronElement } from 'farm-elements/farm-cron/class';

// Checked by tsc only, never bundled: each mistake below must fail to compile, since tsc also
// refuses an expect-error directive with no error under it.
const cron = document.createElement('farm-cron');
// @ts-expect-error CronChange has no rows
cron.addEventListener('farm-change', (event) => event.detail.rows);
// @ts-expect-error the class entry's element knows its events as the registered one does
new FarmCronElement().addEventListener('farm-change', (event) => event.detail.rows);

export const wrongDetail = [
  // @ts-expect-error the detail of farm-change is CronChange, whose value is a string
  <farm-cron onfarm-change={(event: CustomEvent<{ value: number }>) => event.detail.value.toFixed()}></farm-cron>,
  // @ts-expect-error CronChange has no rows
  <farm-cron onfarm-change={(event) => event.detail.rows}></farm-cron>,
  // @ts-expect-error value is a string
  <farm-cron value={5}></farm-cron>,
  // @ts-expect-error columns are GridColumn objects
  <farm-grid columns={5}></farm-grid>,
];

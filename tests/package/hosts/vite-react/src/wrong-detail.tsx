import 'farm-elements/jsx';

// Checked by tsc only, never bundled: a handler expecting another detail must not compile.
export const wrongDetail = (
  // @ts-expect-error the detail of farm-change is CronChange, whose value is a string
  <farm-cron onfarm-change={(event: CustomEvent<{ value: number }>) => event.detail.value.toFixed()}></farm-cron>
);

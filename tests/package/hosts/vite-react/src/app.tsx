import { useState } from 'react';
import 'farm-elements/farm-cron';
import 'farm-elements/farm-grid';
import 'farm-elements/jsx';
import type { CronChange } from 'farm-elements/farm-cron';
import type { CellChange } from 'farm-elements/farm-grid';
import { FarmCronElement } from 'farm-elements/farm-cron/class';
import { CronControl } from 'farm-elements/react';

// A React 19 host as an integrator writes it: the tags in JSX with typed events and rich
// properties, and a plain component from farm-elements/react in the same tree.

const columns = [
  { key: 'name', title: 'Name' },
  { key: 'brand', title: 'Brand' },
];
const rows = [
  { id: 'r1', name: 'Tractor', brand: 'Dongfang' },
  { id: 'r2', name: 'Harvester', brand: 'Lovol' },
];

// The class entry: the same element under a name of the host's own.
customElements.define('acme-cron', class extends FarmCronElement {});
document.querySelector('farm-cron')?.addEventListener('farm-change', (event) => event.detail.value.trim());

export function App() {
  const [cron, setCron] = useState('0 0 12 * * ?');
  const [cell, setCell] = useState('');
  const [componentCron, setComponentCron] = useState('0 0 1 * * ?');
  const onCronChange = (event: CustomEvent<CronChange>) => setCron(event.detail.value);
  const onCellChange = (event: CustomEvent<CellChange>) =>
    setCell(`${event.detail.columnKey}=${String(event.detail.value)}`);
  return (
    <main>
      <farm-cron value={cron} onfarm-change={onCronChange}></farm-cron>
      <output id="cron-value">{cron}</output>
      <farm-grid columns={columns} rows={rows} toolbar={false} onfarm-cell-change={onCellChange}></farm-grid>
      <output id="cell-value">{cell}</output>
      <section id="component">
        <CronControl value={componentCron} onChange={(change) => setComponentCron(change.value)} />
        <output id="component-value">{componentCron}</output>
      </section>
    </main>
  );
}

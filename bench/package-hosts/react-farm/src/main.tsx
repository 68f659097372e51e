import { createRoot } from 'react-dom/client';
import 'farm-elements/farm-cron';
import 'farm-elements/farm-grid';

// The React host with our cron editor and grid, as JSX tags.
const columns = [{ key: 'name', title: 'Name' }];
const rows = [{ id: 'r1', name: 'Tractor' }];
createRoot(document.getElementById('root')!).render(
  <main id="ready">
    <farm-cron value="0 0 12 * * ?"></farm-cron>
    <farm-grid columns={columns} rows={rows}></farm-grid>
  </main>,
);

import 'farm-elements/farm-cron';
import 'farm-elements/farm-grid';

// A page with no framework, bundled by a general-purpose bundler: properties in, events out.
const cron = document.querySelector('farm-cron');
cron.addEventListener('farm-change', (event) => {
  document.getElementById('cron-value').textContent = event.detail.value;
});

const grid = document.querySelector('farm-grid');
grid.columns = [
  { key: 'name', title: 'Name' },
  { key: 'brand', title: 'Brand' },
];
grid.rows = [
  { id: 'r1', name: 'Tractor', brand: 'Dongfang' },
  { id: 'r2', name: 'Harvester', brand: 'Lovol' },
];
grid.addEventListener('farm-cell-change', (event) => {
  document.getElementById('cell-value').textContent = `${event.detail.columnKey}=${event.detail.value}`;
});

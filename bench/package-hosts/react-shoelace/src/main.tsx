import { createRoot } from 'react-dom/client';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import SlSelect from '@shoelace-style/shoelace/dist/react/select/index.js';
import SlOption from '@shoelace-style/shoelace/dist/react/option/index.js';

// The React host with two Shoelace form controls through its React wrappers: the nearest
// counterpart Shoelace has (it has no grid or cron editor).
createRoot(document.getElementById('root')!).render(
  <main id="ready">
    <SlInput value="0 0 12 * * ?" />
    <SlSelect value="a">
      <SlOption value="a">Tractor</SlOption>
    </SlSelect>
  </main>,
);

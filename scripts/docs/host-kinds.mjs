// The four kinds of host the docs teach, in the order of every element page's section (whose ids
// these are), each with the summary and snippet the index shows.

export const HOST_KINDS = [
  {
    id: 'host-script',
    title: 'Script tag',
    summary:
      'Any page, no build step: one classic script loads each element when its tag appears (React once, in a shared chunk).',
    snippet: `<script src="/elements/farm-elements.js"></script>
<script>FarmElements.configure({ apiBase: '/jeecg-boot', tokenProvider: () => myPortal.token() });</script>
<farm-cron value="0 0 12 * * ?"></farm-cron>`,
  },
  {
    id: 'host-npm',
    title: 'npm (ES modules)',
    summary:
      'A bundled app imports the elements it uses: each entry registers its tag; the /class entry only exports the class, for your own tag name.',
    snippet: `import 'farm-elements/farm-cron'; // registers <farm-cron>

// or the class alone, under your own tag name:
import { FarmCronElement } from 'farm-elements/farm-cron/class';
customElements.define('acme-cron', FarmCronElement);`,
  },
  {
    id: 'host-react',
    title: 'React 19',
    summary:
      'The plain components of farm-elements/react, or the tags themselves in JSX, typed by farm-elements/jsx, with onfarm-* events.',
    snippet: `import 'farm-elements/farm-cron';
import type {} from 'farm-elements/jsx';
import type { CronChange } from 'farm-elements/react';

const schedule = <farm-cron value="0 0 12 * * ?" onfarm-change={(event: CustomEvent<CronChange>) => save(event.detail.value)} />;
// or the plain component: import { CronControl } from 'farm-elements/react';`,
  },
  {
    id: 'host-vue',
    title: 'Vue 3',
    summary:
      'Mark farm-* tags as custom elements in @vitejs/plugin-vue, bind rich data with .prop and listen with @farm-*.',
    snippet: `// vite.config.ts
vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('farm-') } } })

<!-- a component's template -->
<farm-grid :rows.prop="rows" @farm-cell-change="onCellChange"></farm-grid>`,
  },
];

// custom-elements.json: generated from the element sources. `--check` fails when it is stale.
// Until the first element exists there is nothing to describe and nothing to check.
import { readdirSync, existsSync } from 'node:fs';

const elementSources = existsSync('elements')
  ? readdirSync('elements', { withFileTypes: true }).filter((d) => d.isDirectory() && existsSync(`elements/${d.name}/element.ts`))
  : [];
if (elementSources.length > 0) {
  process.stderr.write('custom-elements.json generation is not wired yet for: ' + elementSources.map((d) => d.name).join(', ') + '\n');
  process.exit(1);
}

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueDomains, domainsNamedIn } from '../../../scripts/catalogue-chunks';

const cataloguesDir = path.resolve(__dirname, '../../../elements/core/i18n/catalogues');

describe('which catalogue module serves which key prefix', () => {
  const domains = catalogueDomains(cataloguesDir);

  it('maps each prefix to the catalogue files whose keys carry it, with their exported constant', () => {
    expect(domains.get('cron')).toEqual([{ file: path.join(cataloguesDir, 'cron.ts'), exportName: 'cronMessages' }]);
    expect(domains.get('gridMore')).toEqual([
      { file: path.join(cataloguesDir, 'grid-more.ts'), exportName: 'gridMoreMessages' },
    ]);
    expect(domains.get('ui')?.[0].exportName).toBe('uiMessages');
  });

  it('leaves out the merging index and a catalogue without keys', () => {
    const files = [...domains.values()].flat().map((entry) => path.basename(entry.file));
    expect(files).not.toContain('index.ts');
    expect(files).not.toContain('element.ts');
  });
});

describe('the domains a module names', () => {
  const known = new Set(['cron', 'ui', 'validation']);

  it('finds keys in quotes and template literals, once each, in first-use order', () => {
    const code = "t('ui.ok'); const label = `validation.${rule}`; t(\"cron.fields\"); t('ui.cancel');";
    expect(domainsNamedIn(code, known)).toEqual(['ui', 'validation', 'cron']);
  });

  it('ignores unknown prefixes and dotted text that is not a quoted key', () => {
    expect(domainsNamedIn("import.meta.env; 'console.title'; a.ui.b; 'ui'", known)).toEqual([]);
  });
});

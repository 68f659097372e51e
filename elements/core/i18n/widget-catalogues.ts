// The catalogues of the element builds: vite.elements.config.ts puts this module in place of
// ./catalogues for translate.ts. It starts empty; each chunk registers the domains its own code
// names as it loads (scripts/catalogue-chunks.ts), so a page carries only the texts of the
// widgets it uses and none of the console's pages. The console and the tests use the full set in
// ./catalogues. A key whose domain is not registered shows as the key itself (translate.ts).
import type { DomainCatalogue, Locale } from './catalogue';
import type { MessageKey } from './catalogues';

export type { MessageKey };

export const catalogues: Record<Locale, Partial<Record<MessageKey, string>>> = { 'zh-CN': {}, en: {} };

export function registerCatalogue(domain: DomainCatalogue<string>): void {
  Object.assign(catalogues['zh-CN'], domain['zh-CN']);
  Object.assign(catalogues.en, domain.en);
}

import { registerCatalogue } from '../../elements/core/i18n';
import { widgetCatalogues } from '../../elements/core/i18n/catalogues';
import { consoleCatalogues } from './catalogues';

/**
 * Puts the console's texts, and those of every widget it shows or names, into the widget runtime's
 * translation. The console's start calls it before anything renders; so do tests that show console
 * text.
 */
export function registerConsoleCatalogues(): void {
  for (const catalogue of [...widgetCatalogues, ...consoleCatalogues]) registerCatalogue(catalogue);
}

// Tests show text of any catalogue. In a product build each widget's modules register the
// catalogues they need (tests/unit/i18n/widget-catalogues.test.ts checks that they do) and the
// console registers its own as it starts; a test mounting a component or calling a module alone
// has neither, so the unit and element tests register them all here.
import { registerConsoleCatalogues } from '../console/i18n';

registerConsoleCatalogues();

export { dictRoutes as dictModule } from './routes';
export { allDictItems, dictTexts, dictItem } from './dict-items';
export type { DictItem } from './dict-items';
export { parseTableDict, tableDictItems } from './table-dict';
export type { TableDict } from './table-dict';

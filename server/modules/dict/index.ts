import type { FastifyPluginAsync } from 'fastify';
import { dictRoutes } from './dict-routes';
import { itemRoutes } from './item-routes';
import { lookupRoutes } from './lookup-routes';
import { recycleRoutes } from './recycle-routes';
import { treeRoutes } from './tree-routes';

/** Dictionaries: lookups (plain and table dictionaries, trees), the dictionaries and their items. */
export const dictModule: FastifyPluginAsync = async (app) => {
  await app.register(lookupRoutes);
  await app.register(treeRoutes);
  await app.register(dictRoutes);
  await app.register(recycleRoutes);
  await app.register(itemRoutes);
};

export { allDictItems, dictTexts, dictItem } from './dict-items';
export { dictionaryCache, readDictionariesThrough, dictionaryCacheOf } from './dictionary-cache';
export { referenceLabelCache, readReferenceLabelsThrough, referenceLabelCacheOf } from './reference-label-cache';
export type { DictItem } from './dict-items';
export { parseTableDict, tableDictItems, dictTable, dictColumn, presentRows, tenantRows } from './table-dict';
export type { TableDict, TableDictSearch } from './table-dict';
export { lookupItems, textsInKeyOrder, commaList } from './dict-lookup';
export { treeConditions, MAX_CONDITION_FIELDS } from './tree-condition';
export { treeChildren } from './table-tree';
export type { TableTree, TreeNode } from './table-tree';
export { areaText, areaPath, areaPathText, AREA_ROOT } from './area-dict';

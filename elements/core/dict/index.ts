export { itemsText, toDictItem, type DictItem, type DictItemAnswer, type DictValue } from './dict-item';
export { DICT_CACHE_LIFETIME_MS, configureDictCache, clearDictMemoryCache } from './dict-memory';
export { getDictItems } from './dict-items';
export { dictText, loadDictItem, loadDict } from './dict-lookups';
export { refreshDictCache } from './refresh-cache';
export { useDictionaryItems } from './use-dictionary-items';

import { defineCatalogue } from '../catalogue';

// The editable grid's tree table and sub-form popover (widgets spec sections 4 and 5.4).
export const gridMoreMessages = defineCatalogue({
  'zh-CN': {
    'gridMore.treeLoading': 'loading...',
    'gridMore.treeResultUnrecognised': '返回数据类型不识别',
    'gridMore.expandRow': '展开',
    'gridMore.collapseRow': '收起',
    'gridMore.subForm': '子表',
    'gridMore.subFormFailed': '打开子表失败',
  },
  en: {
    'gridMore.treeLoading': 'loading...',
    'gridMore.treeResultUnrecognised': 'Unrecognised data type returned',
    'gridMore.expandRow': 'Expand',
    'gridMore.collapseRow': 'Collapse',
    'gridMore.subForm': 'Sub-form',
    'gridMore.subFormFailed': 'Failed to open the sub-form',
  },
});

import { defineCatalogue } from '../catalogue';
import { registerCatalogue } from '../translate';

// The editable grid's rows that open: tree rows and their children, and the sub-form popover
// (widgets spec sections 4 and 5.4).
export const gridRowMessages = defineCatalogue({
  'zh-CN': {
    'gridRows.treeLoading': 'loading...',
    'gridRows.treeResultUnrecognised': '返回数据类型不识别',
    'gridRows.expandRow': '展开',
    'gridRows.collapseRow': '收起',
    'gridRows.subForm': '子表',
    'gridRows.subFormFailed': '打开子表失败',
  },
  en: {
    'gridRows.treeLoading': 'loading...',
    'gridRows.treeResultUnrecognised': 'Unrecognised data type returned',
    'gridRows.expandRow': 'Expand',
    'gridRows.collapseRow': 'Collapse',
    'gridRows.subForm': 'Sub-form',
    'gridRows.subFormFailed': 'Failed to open the sub-form',
  },
});

// Registered as this module loads: importing it is what puts these texts in a widget's bundle.
registerCatalogue(gridRowMessages);

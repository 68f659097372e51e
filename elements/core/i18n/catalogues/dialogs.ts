import { defineCatalogue } from '../catalogue';
import { registerCatalogue } from '../translate';

// The dialogs a script-tag page opens by itself (widgets spec 2.2): the 详细信息 detail modal,
// the generic prompt and the right-click menu. The save-name prompt speaks the advanced query's
// words (query.saveName, query.emptyName, query.overwrite), being the same modal.
export const dialogMessages = defineCatalogue({
  'zh-CN': {
    'dialogs.detailTitle': '详细信息',
    'dialogs.columnsLabel': '每行列数',
    'dialogs.columnsOption': '{n}列',
    'dialogs.promptTitle': '请输入',
    'dialogs.promptLabel': '内容',
    'dialogs.required': '请输入{label}',
    'dialogs.menu': '菜单',
  },
  en: {
    'dialogs.detailTitle': 'Details',
    'dialogs.columnsLabel': 'Columns per row',
    'dialogs.columnsOption': '{n} columns',
    'dialogs.promptTitle': 'Please enter',
    'dialogs.promptLabel': 'Value',
    'dialogs.required': 'Please enter {label}',
    'dialogs.menu': 'Menu',
  },
});

// Registered as this module loads: importing it is what puts these texts in a widget's bundle.
registerCatalogue(dialogMessages);

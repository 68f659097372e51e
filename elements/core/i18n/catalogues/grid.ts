import { defineCatalogue } from '../catalogue';

// The editable grid (widgets spec sections 2.1, 4 and 5.1).
export const gridMessages = defineCatalogue({
  'zh-CN': {
    'grid.add': '新增',
    'grid.save': '保存',
    'grid.delete': '删除',
    'grid.clearSelection': '清空选择',
    'grid.expand': '展开',
    'grid.collapse': '收起',
    'grid.deleteConfirm': '确定要删除这 {count} 项吗?',
    'grid.selectedCount': '已选择 {count} 项',
    'grid.sum': '合计',
    'grid.average': '平均',
    'grid.rowNumber': '#',
    'grid.selectRow': '选择',
    'grid.pleaseSelect': '请选择',
    'grid.dragSort': '拖动排序（Alt+↑/↓ 移动）',
    'grid.insertBelow': '向下插入一行',
  },
  en: {
    'grid.add': 'Add',
    'grid.save': 'Save',
    'grid.delete': 'Delete',
    'grid.clearSelection': 'Clear selection',
    'grid.expand': 'Expand',
    'grid.collapse': 'Collapse',
    'grid.deleteConfirm': 'Are you sure you want to delete these {count} items?',
    'grid.selectedCount': '{count} selected',
    'grid.sum': 'Sum',
    'grid.average': 'Average',
    'grid.rowNumber': '#',
    'grid.selectRow': 'Select',
    'grid.pleaseSelect': 'Please select',
    'grid.dragSort': 'Drag to reorder (Alt+Up/Down moves)',
    'grid.insertBelow': 'Insert a row below',
  },
});

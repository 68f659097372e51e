import { defineCatalogue } from '../catalogue';

// Excel import and the list's export (widgets spec sections 4, 5.4, 7 and 8).
export const importMessages = defineCatalogue({
  'zh-CN': {
    'import.title': '导入EXCEL',
    'import.choose': '选择导入文件',
    'import.start': '开始上传',
    'import.uploading': '上传中...',
    'import.close': '关闭',
    'import.remove': '移除 {name}',
    'import.notExcel': '{name} 不是 .xls 或 .xlsx 文件',
    'import.partial': '导入成功,但是有错误数据!',
    'import.errorFile': '下载错误数据',
    'import.failed': '导入失败',
    'import.unknownFile': '未知的文件',
  },
  en: {
    'import.title': 'Import Excel',
    'import.choose': 'Choose files to import',
    'import.start': 'Start upload',
    'import.uploading': 'Uploading...',
    'import.close': 'Close',
    'import.remove': 'Remove {name}',
    'import.notExcel': '{name} is not an .xls or .xlsx file',
    'import.partial': 'Imported, but some rows have errors!',
    'import.errorFile': 'Download the rows with errors',
    'import.failed': 'Import failed',
    'import.unknownFile': 'Unknown file',
  },
});

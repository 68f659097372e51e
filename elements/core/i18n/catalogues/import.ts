import { defineCatalogue } from '../catalogue';
import { registerCatalogue } from '../translate';

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
    'import.failed': '导入失败',
    'import.unknownFile': '未知的文件',
    'import.validate': '是否开启校验',
    'import.details': '具体详情请 ',
    'import.download': '点击下载',
    'import.progress': '上传进度',
    'import.files': '待导入的文件',
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
    'import.failed': 'Import failed',
    'import.unknownFile': 'Unknown file',
    'import.validate': 'Validate the data',
    'import.details': 'For details, ',
    'import.download': 'download the file',
    'import.progress': 'Upload progress',
    'import.files': 'Files to import',
  },
});

// Registered as this module loads: importing it is what puts these texts in a widget's bundle.
registerCatalogue(importMessages);

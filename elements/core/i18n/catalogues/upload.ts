import { defineCatalogue } from '../catalogue';
import { registerCatalogue } from '../translate';

// File and image upload (widgets spec sections 4, 5.4, 8 and 9).
export const uploadMessages = defineCatalogue({
  'zh-CN': {
    'upload.button.file': '点击上传',
    'upload.button.image': '上传图片',
    'upload.failedTitle': '上传出错',
    'upload.failedContent': '错误信息：{message}',
    'upload.itemFailed': '{name} 上传失败.',
    'upload.failed': '上传失败',
    'upload.unknownError': '未知错误',
    'upload.notImage': '请上传图片',
    'upload.unknownMove': '未知的操作',
    'upload.atEnd': '已到最后~',
    'upload.download': '下载',
    'upload.remove': '删除',
    'upload.preview': '预览',
    'upload.moveLeft': '左移',
    'upload.moveRight': '右移',
    'upload.more': '更多操作',
    'upload.files': '已上传的文件',
    'upload.required': '请上传文件',
    'upload.progress': '{name} 上传进度',
  },
  en: {
    'upload.button.file': 'Click to upload',
    'upload.button.image': 'Upload image',
    'upload.failedTitle': 'Upload error',
    'upload.failedContent': 'Error: {message}',
    'upload.itemFailed': '{name} failed to upload.',
    'upload.failed': 'Upload failed',
    'upload.unknownError': 'Unknown error',
    'upload.notImage': 'Please upload an image',
    'upload.unknownMove': 'Unknown operation',
    'upload.atEnd': 'Already the last one',
    'upload.download': 'Download',
    'upload.remove': 'Delete',
    'upload.preview': 'Preview',
    'upload.moveLeft': 'Move left',
    'upload.moveRight': 'Move right',
    'upload.more': 'More operations',
    'upload.files': 'Uploaded files',
    'upload.required': 'Please upload a file',
    'upload.progress': '{name} upload progress',
  },
});

// Registered as this module loads: importing it is what puts these texts in a widget's bundle.
registerCatalogue(uploadMessages);

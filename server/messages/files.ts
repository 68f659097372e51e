import { localised, type EnglishTwin } from '../i18n';

/** Answers of the file routes: upload, stored files, the PDF preview page. */
const chinese = {
  /** JeecgBoot's wording when the size limit is exceeded (it says MB for MiB too). */
  fileTooLarge: (megabytes: number) => `文件大小超出${megabytes}MB限制，请压缩或降低文件质量！`,
  fileMissing: '请选择要上传的文件（表单字段 file）',
  fileEmpty: '上传的文件内容为空',
  onlyOneFile: '一次只能上传一个文件',
  typeNotAllowed: (extension: string) =>
    extension ? `不允许上传 .${extension} 类型的文件` : '不允许上传没有扩展名的文件',
  /** JeecgBoot's own refusal of a bad biz path, with what is allowed. */
  badBiz: '上传目录bizPath，格式非法！只允许字母、数字、下划线、中划线，多级目录用 / 分隔',
  notMultipart: '请以 multipart/form-data 上传文件',
  badForm: '上传表单格式不正确',
  uploadFailed: '上传失败！',
  badPath: '文件路径不合法',
  notFound: '文件不存在',
  previewTitle: 'PDF预览',
  previewNoFile: '未指定要预览的 PDF 文件（参数 file）',
  previewNotPdf: '只能预览已上传的 PDF 文件',
} as const;

const english: EnglishTwin<typeof chinese> = {
  fileTooLarge: (megabytes) => `The file exceeds the ${megabytes} MB limit, please compress it or lower its quality!`,
  fileMissing: 'Please choose a file to upload (form field file)',
  fileEmpty: 'The uploaded file is empty',
  onlyOneFile: 'One file at a time',
  typeNotAllowed: (extension) =>
    extension ? `Files of type .${extension} cannot be uploaded` : 'Files without an extension cannot be uploaded',
  badBiz: 'Invalid upload folder bizPath! Letters, digits, underscores and hyphens only, folders separated by /',
  notMultipart: 'Please upload the file as multipart/form-data',
  badForm: 'The upload form is malformed',
  uploadFailed: 'Upload failed!',
  badPath: 'Invalid file path',
  notFound: 'File not found',
  previewTitle: 'PDF preview',
  previewNoFile: 'No PDF file named to preview (parameter file)',
  previewNotPdf: 'Only uploaded PDF files can be previewed',
};

export const filesMessages = localised(chinese, english);

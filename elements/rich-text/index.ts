export {
  RichTextEditor,
  DEFAULT_RICH_TEXT_HEIGHT,
  MIN_RICH_TEXT_HEIGHT,
  type RichTextEditorProps,
} from './view/rich-text-editor';
export { cleanRichText } from './model/rich-text-value';
export { EDITOR_UPLOAD_BIZ, imageUrlFromAnswer, uploadEditorImage } from './model/upload-editor-image';

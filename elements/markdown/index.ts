export { MarkdownEditor, DEFAULT_MARKDOWN_HEIGHT, type MarkdownEditorProps } from './view/markdown-editor';
export { renderMarkdown } from './model/render-markdown';
export { imageMarkdown, insertBlock, isImageAddress, type TextEdit } from './model/markdown-image';

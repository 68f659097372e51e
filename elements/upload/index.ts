// The upload widget's public surface: the React component `<farm-upload>` and
// `<farm-image-upload>` render, and the pure rules of its list and value.
export { UploadControl, type UploadControlProps } from './view/upload-control';
export { ImageUploadControl, type ImageUploadControlProps } from './view/image-upload-control';
export { UploadField } from './view/upload-field';
export { DEFAULT_UPLOAD_URL } from './view/use-upload-items';
export type { UploadChange, UploadFieldProps, UploadKind, UploadProgress } from './view/upload-props';
export * from './model';

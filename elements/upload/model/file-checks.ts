/** "File name shown truncated to 5 characters then ellipsis" (spec 9): the shared filter. */
export { FILE_NAME_LENGTH as SHORT_NAME_LENGTH, shortFileName } from '../../core/format';

/** "Image upload accepts only files whose type contains image" (spec 5.4). */
export function isImageFile(file: { type: string }): boolean {
  return file.type.includes('image');
}

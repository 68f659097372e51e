/** "File name shown truncated to 5 characters then ellipsis" (spec 9). */
export const SHORT_NAME_LENGTH = 5;

export function shortFileName(name: string, length = SHORT_NAME_LENGTH): string {
  const characters = Array.from(name);
  return characters.length > length ? `${characters.slice(0, length).join('')}...` : name;
}

/** "Image upload accepts only files whose type contains image" (spec 5.4). */
export function isImageFile(file: { type: string }): boolean {
  return file.type.includes('image');
}

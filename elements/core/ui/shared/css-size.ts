/** A width or height given as a number of pixels or as any CSS length. */
export function cssSize(size: number | string | undefined): string | undefined {
  return typeof size === 'number' ? `${size}px` : size;
}

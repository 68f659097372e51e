/** The data screens are laid out on this stage and scaled as a whole to the window. */
export const STAGE = { width: 1920, height: 1080 } as const;

/** The scale that fits the stage into the window without scrollbars, and the offsets that centre it. */
export function stageFit(windowWidth: number, windowHeight: number): { scale: number; left: number; top: number } {
  const scale = Math.min(windowWidth / STAGE.width, windowHeight / STAGE.height);
  return { scale, left: (windowWidth - STAGE.width * scale) / 2, top: (windowHeight - STAGE.height * scale) / 2 };
}

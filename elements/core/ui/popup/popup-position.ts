export interface PopupBox {
  left: number;
  top: number;
}

export interface AnchorBox {
  left: number;
  top: number;
  bottom: number;
}

/**
 * Where a pop-up of `width` x `height` goes for an anchor, in viewport pixels: under the
 * anchor's left edge, above it when there is no room below, and kept inside the viewport.
 */
export function popupPosition(
  anchor: AnchorBox,
  width: number,
  height: number,
  viewport: { width: number; height: number },
): PopupBox {
  const fitsBelow = anchor.bottom + height <= viewport.height;
  const top = fitsBelow || anchor.top < height ? anchor.bottom : anchor.top - height;
  const left = Math.max(0, Math.min(anchor.left, viewport.width - width));
  return { left, top: Math.max(0, top) };
}

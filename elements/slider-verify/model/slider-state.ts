/**
 * Slider verification (widgets spec 4): idle, dragging, success once the handle has travelled the
 * whole track; let go earlier and it snaps back. Offsets are pixels from the track's start; `max`
 * is the track width minus the handle width.
 */
export type SliderPhase = 'idle' | 'dragging' | 'success';

export interface SliderState {
  phase: SliderPhase;
  offset: number;
  /** Verified because the host said so (its value), not by the user's slide. */
  given?: boolean;
}

export type SliderAction =
  | { type: 'start' }
  | { type: 'move'; offset: number; max: number }
  | { type: 'release'; max: number }
  | { type: 'reset' }
  /** The host's value says verified: the handle goes to the end without a slide. */
  | { type: 'verify'; max: number };

export const IDLE: SliderState = { phase: 'idle', offset: 0 };

const clamp = (offset: number, max: number) => Math.min(Math.max(offset, 0), Math.max(max, 0));

export function sliderReducer(state: SliderState, action: SliderAction): SliderState {
  if (action.type === 'reset') return IDLE;
  if (state.phase === 'success') return state;
  if (action.type === 'verify') return { phase: 'success', offset: Math.max(action.max, 0), given: true };
  switch (action.type) {
    case 'start':
      return { phase: 'dragging', offset: state.offset };
    case 'move':
      if (state.phase !== 'dragging') return state;
      return { phase: 'dragging', offset: clamp(action.offset, action.max) };
    case 'release':
      return state.phase === 'dragging' && state.offset >= action.max ? { phase: 'success', offset: action.max } : IDLE;
  }
}

/** Keyboard steps: a tenth of the track per arrow key, Home back to the start, End to the end. */
export function keyboardOffset(key: string, offset: number, max: number): number | null {
  const step = max / 10;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clamp(offset + step, max);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clamp(offset - step, max);
    case 'Home':
      return 0;
    case 'End':
      return max;
    default:
      return null;
  }
}

/** The handle's position for assistive technology, in percent of the track. */
export function percentOf(offset: number, max: number): number {
  return max > 0 ? Math.round((offset / max) * 100) : 0;
}

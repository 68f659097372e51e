import '../../core/i18n/catalogues/slider';
import {
  useEffect,
  useReducer,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';
import type { FormControl } from '../../core/element';
import { useTranslation } from '../../core/i18n';
import { IDLE, keyboardOffset, percentOf, sliderReducer } from '../model/slider-state';
import { Handle, HANDLE_WIDTH, Label, Progress, Track } from './slider-verify.styles';

export const DEFAULT_SLIDER_WIDTH = 300;
export const DEFAULT_SLIDER_HEIGHT = 34;
/** What a verified slider submits with its form. */
export const VERIFIED_VALUE = 'verified';

export interface SliderVerifyChange {
  /** `verified`, the value the form submits. */
  value: string;
  previousValue: string;
}

export interface SliderVerifyProps {
  /** `verified` shows the slider verified; anything else (default '') starts it over. */
  value?: string;
  /** Track width in pixels. */
  width?: number;
  height?: number;
  disabled?: boolean;
  /** An unverified slider makes its form invalid. */
  required?: boolean;
  /** The user completed the slide. */
  onVerified?: (detail: { verified: true }) => void;
  /** The user completed the slide: the value became `verified`. */
  onChange?: (change: SliderVerifyChange) => void;
  formControl?: FormControl;
}

/** Drag the handle to the end of the track (拖动滑块验证 -> 验证通过); let go earlier and it snaps back. */
export function SliderVerify({
  value = '',
  width = DEFAULT_SLIDER_WIDTH,
  height = DEFAULT_SLIDER_HEIGHT,
  disabled = false,
  required = false,
  onVerified,
  onChange,
  formControl,
}: SliderVerifyProps): ReactElement {
  const { t } = useTranslation();
  const max = Math.max(width - HANDLE_WIDTH, 0);
  const [state, dispatch] = useReducer(
    sliderReducer,
    value === VERIFIED_VALUE ? { phase: 'success', offset: max, given: true } : IDLE,
  );
  const grab = useRef<{ pointerX: number; offset: number } | null>(null);
  const handle = useRef<HTMLDivElement>(null);
  const success = state.phase === 'success';
  const animate = state.phase !== 'dragging';

  const [givenValue, setGivenValue] = useState(value);
  if (givenValue !== value) {
    // Adjusting state while rendering: the host's value (a script, a form reset) verifies or
    // starts over; the host echoing the user's own slide back changes nothing.
    setGivenValue(value);
    if ((value === VERIFIED_VALUE) !== success)
      dispatch(value === VERIFIED_VALUE ? { type: 'verify', max } : { type: 'reset' });
  }

  const callbacks = useRef({ onVerified, onChange });
  useEffect(() => {
    callbacks.current = { onVerified, onChange };
  });
  // The reducer decides on release whether the slide reached the end, so the news goes out once
  // its state has; a success the host gave is not the user's and fires nothing.
  const byUser = success && !state.given;
  useEffect(() => {
    if (!byUser) return;
    callbacks.current.onVerified?.({ verified: true });
    callbacks.current.onChange?.({ value: VERIFIED_VALUE, previousValue: '' });
  }, [byUser]);

  const label = success ? t('slider.verified') : t('slider.drag');
  useEffect(() => {
    if (!formControl) return;
    if (required && !success)
      formControl.setValidity({
        flags: { valueMissing: true },
        message: t('slider.drag'),
        anchor: handle.current ?? undefined,
      });
    else formControl.setValidity();
  }, [formControl, success, required, t]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || success) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    grab.current = { pointerX: event.clientX, offset: state.offset };
    dispatch({ type: 'start' });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!grab.current) return;
    dispatch({ type: 'move', offset: grab.current.offset + event.clientX - grab.current.pointerX, max });
  };
  const onPointerEnd = () => {
    if (!grab.current) return;
    grab.current = null;
    dispatch({ type: 'release', max });
  };

  // Keys move the handle like a drag; reaching the end verifies, leaving earlier snaps back.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled || success) return;
    if (event.key === 'Escape') {
      dispatch({ type: 'reset' });
      return;
    }
    const offset = keyboardOffset(event.key, state.offset, max);
    if (offset === null) return;
    event.preventDefault();
    dispatch({ type: 'start' });
    dispatch({ type: 'move', offset, max });
    if (offset >= max) dispatch({ type: 'release', max });
  };
  const onBlur = () => {
    if (!grab.current && state.phase === 'dragging') dispatch({ type: 'release', max });
  };

  return (
    <Track part="track" $width={width} $height={height} data-disabled={disabled || undefined} data-phase={state.phase}>
      <Progress part="progress" $animate={animate} style={{ width: state.offset + HANDLE_WIDTH / 2 }} />
      <Label part="label" $success={success} aria-hidden="true">
        {label}
      </Label>
      <Handle
        ref={handle}
        part="handle"
        role="slider"
        tabIndex={disabled || success ? -1 : 0}
        aria-label={t('slider.drag')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percentOf(state.offset, max)}
        aria-valuetext={label}
        aria-disabled={disabled || undefined}
        data-phase={state.phase}
        $animate={animate}
        style={{ transform: `translateX(${state.offset}px)` }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      >
        {success ? '✓' : '»'}
      </Handle>
    </Track>
  );
}

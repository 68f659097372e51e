import { useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import { DEFAULT_SLIDER_WIDTH, SliderVerify } from '../../../elements/slider-verify';
import { FormItem } from './form-item';

export interface LoginSliderProps {
  error: string;
  onVerified: () => void;
}

/** The slider verification asked for after repeated failed sign-ins, as wide as the form (narrower on a phone). */
export function LoginSlider({ error, onVerified }: LoginSliderProps): ReactElement {
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(DEFAULT_SLIDER_WIDTH);
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => setWidth(Math.floor(element.clientWidth) || DEFAULT_SLIDER_WIDTH);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <FormItem error={error} errorId="login-slider-error">
      <div ref={frame}>
        <SliderVerify width={width} onVerified={onVerified} />
      </div>
    </FormItem>
  );
}

export {
  SliderVerify,
  VERIFIED_VALUE,
  DEFAULT_SLIDER_WIDTH,
  type SliderVerifyChange,
  type SliderVerifyProps,
} from './view/slider-verify';
export {
  sliderReducer,
  keyboardOffset,
  IDLE,
  type SliderState,
  type SliderPhase,
  type SliderAction,
} from './model/slider-state';

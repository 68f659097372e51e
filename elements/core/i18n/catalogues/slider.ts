import { defineCatalogue } from '../catalogue';

export const sliderMessages = defineCatalogue({
  'zh-CN': {
    'slider.drag': '拖动滑块验证',
    'slider.verified': '验证通过',
  },
  en: {
    'slider.drag': 'Drag the slider to verify',
    'slider.verified': 'Verified',
  },
});

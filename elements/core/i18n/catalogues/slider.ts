import { defineCatalogue } from '../catalogue';
import { registerCatalogue } from '../translate';

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

// Registered as this module loads: importing it is what puts these texts in a widget's bundle.
registerCatalogue(sliderMessages);

import { createNoticeBridge } from '../shell/kit/ui-basics';

/**
 * The console's one notice bridge: the HTTP client, the stores and the views outside React's
 * tree raise messages through it; the app's NoticeProvider shows them.
 */
export const consoleNotices = createNoticeBridge();

// The UI primitives the sign-in views and the app frame use, taken from their own files rather
// than the elements/core/ui barrel: whatever imports the barrel makes the bundler ship every
// primitive with it (the select list and dropdown menu bring Headless UI), and the login page
// must stay small. Views that need more import the barrel and are fetched on demand.
export { color, fontFamily, fontSize } from '../../../elements/core/ui/shared/tokens';
export { Button } from '../../../elements/core/ui/button/button';
export { Checkbox } from '../../../elements/core/ui/form/checkbox';
export { Input } from '../../../elements/core/ui/form/input';
export { Tabs } from '../../../elements/core/ui/tabs/tabs';
export { Spin } from '../../../elements/core/ui/feedback/spin';
export { NoticeProvider } from '../../../elements/core/ui/notice/notice-provider';
export { useNotice, useConfirm } from '../../../elements/core/ui/notice/notice-context';
export { createNoticeBridge } from '../../../elements/core/ui/notice/notice-bridge';

export { isSuccessful, isLoginSuccessful, requireSuccess, HttpFailure, type Envelope } from './envelope';
export { failureText } from './failure-text';
export { silentNotifier, type Notice, type Notifier, type ReloginDialog } from './notifier';
export {
  isEnterpriseChatUserAgent,
  detectEnterpriseChatBrowser,
  lowAppIdFromRoute,
  type LowAppRoute,
} from './environment';
export {
  configureHttp,
  getHttpConfig,
  resetHttpConfig,
  JEECG_SIGNED_URLS,
  type HttpRuntimeConfig,
} from './http-config';
export { collectSignParams, signParams, isSignedPath, type SignParams } from './request-sign';
export {
  createHttpClient,
  type HttpClient,
  type HttpTransport,
  type HttpMethod,
  type QueryParams,
  type RequestOptions,
} from './http-client';
export { RELOAD_AFTER_401_MS } from './session-expiry';
export { saveBlobAsFile } from './save-file';
export { getFileAccessHttpUrl } from './file-url';
export type { DownloadOptions } from './download-file';
export type { UploadFields, UploadOptions } from './upload-action';
export {
  http,
  getAction,
  postAction,
  putAction,
  deleteAction,
  httpAction,
  downloadFile,
  uploadAction,
} from './default-client';

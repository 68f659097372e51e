import { followHostHttpSettings } from './host-settings-follower';
import { createHttpClient, type HttpClient } from './http-client';

/**
 * The shared client every widget and the console use; it follows configureHttp(), and on a page
 * that embeds the widgets, the API base, token provider and tenant the host configured.
 */
export const http: HttpClient = createHttpClient();
followHostHttpSettings();

// JeecgBoot-style free functions over the shared client.
export const getAction: HttpClient['getAction'] = (url, params, options) => http.getAction(url, params, options);
export const postAction: HttpClient['postAction'] = (url, data, options) => http.postAction(url, data, options);
export const putAction: HttpClient['putAction'] = (url, data, options) => http.putAction(url, data, options);
export const deleteAction: HttpClient['deleteAction'] = (url, params, options) =>
  http.deleteAction(url, params, options);
export const httpAction: HttpClient['httpAction'] = (url, data, method, options) =>
  http.httpAction(url, data, method, options);
export const downloadFile: HttpClient['downloadFile'] = (url, fileName, params, options) =>
  http.downloadFile(url, fileName, params, options);
export const uploadAction: HttpClient['uploadAction'] = (url, data, options) => http.uploadAction(url, data, options);

import { defineCatalogue } from '../catalogue';
import { registerCatalogue } from '../translate';

// The HTTP client's notices (shell spec section 8) and the dictionary messages that travel with
// its lookups. zh-CN texts are the spec's, or JeecgBoot's where the spec paraphrases.
export const httpMessages = defineCatalogue({
  'zh-CN': {
    'http.noticeTitle': '系统提示',
    'http.forbidden': '拒绝访问',
    'http.notFound': '很抱歉，资源未找到!',
    'http.timeout': '网络超时',
    'http.loginExpired': '很抱歉，登录已过期，请重新登录',
    'http.loginExpiredTitle': '登录已过期',
    'http.relogin': '重新登录',
    'http.reloggingIn': '登录已过期，正在重新登录',
    'http.requestFailed': '请求失败（状态码 {status}）',
    'http.downloadFailed': '文件下载失败',
    'http.signSecretMissing': '未配置接口签名密钥，无法发送需要签名的请求：{url}',
    'http.dictCodeRequired': '字典Code不能为空!',
    'http.dictCacheRefreshed': '刷新缓存完成！',
    'http.dictCacheRefreshFailed': '刷新缓存失败！',
  },
  en: {
    'http.noticeTitle': 'System notice',
    'http.forbidden': 'Access denied',
    'http.notFound': 'Sorry, the resource was not found!',
    'http.timeout': 'Network timeout',
    'http.loginExpired': 'Sorry, your login has expired. Please log in again',
    'http.loginExpiredTitle': 'Login expired',
    'http.relogin': 'Log in again',
    'http.reloggingIn': 'Login expired, logging in again',
    'http.requestFailed': 'The request failed (status {status})',
    'http.downloadFailed': 'File download failed',
    'http.signSecretMissing': 'No signing secret is configured, so the signed request cannot be sent: {url}',
    'http.dictCodeRequired': 'A dictionary code is required!',
    'http.dictCacheRefreshed': 'Cache refreshed!',
    'http.dictCacheRefreshFailed': 'Cache refresh failed!',
  },
});

// Registered as this module loads: importing it is what puts these texts in a widget's bundle.
registerCatalogue(httpMessages);

import { getFileAccessHttpUrl, getHttpConfig, type HttpRuntimeConfig } from '../../core/http';

const STATIC_PATH = '/sys/common/static/';

/**
 * Where the error workbook of a 201 answer is downloaded from. A web URL is used as it is; a
 * path under the API (`/sys/common/static/…`, as JeecgBoot prefixes it with its domain URL)
 * goes under the configured base path; a bare relative path is a stored file.
 */
export function errorFileHref(fileUrl: string, config: HttpRuntimeConfig = getHttpConfig()): string {
  const trimmed = fileUrl.trim();
  if (trimmed.startsWith(STATIC_PATH)) return getFileAccessHttpUrl(trimmed.slice(STATIC_PATH.length), config);
  if (/^\/[^/\\]/.test(trimmed)) return `${config.basePath.replace(/\/+$/, '')}${trimmed}`;
  return getFileAccessHttpUrl(trimmed, config);
}

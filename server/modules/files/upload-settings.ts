/** The upload widgets' limit unless the settings say otherwise: 10 MiB. */
export const DEFAULT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

const pad = (n: number) => String(n).padStart(2, '0');

/** 'yyyy-MM-dd HH:mm:ss' in server local time: the date format JeecgBoot answers with. */
export function formatDateTime(ms: number): string {
  const d = new Date(ms);
  return `${formatDate(ms)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** 'yyyy-MM-dd' in server local time. */
export function formatDate(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

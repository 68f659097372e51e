/** JeecgBoot's code for an import that succeeded with errors. */
export const IMPORTED_WITH_ERRORS = 201;

export interface ImportAnswer {
  success?: boolean;
  code?: number | string;
  message?: string;
  result?: unknown;
}

export type ImportOutcome =
  | { kind: 'imported'; message: string }
  /** Some rows failed: `fileUrl` names the error workbook ('' when the answer gave none). */
  | { kind: 'partial'; message: string; fileUrl: string; fileName?: string }
  | { kind: 'refused'; message: string };

function errorFileOf(result: unknown): { fileUrl: string; fileName?: string } {
  if (typeof result === 'string') return { fileUrl: result };
  if (result && typeof result === 'object') {
    const { fileUrl, fileName } = result as { fileUrl?: unknown; fileName?: unknown };
    return {
      fileUrl: typeof fileUrl === 'string' ? fileUrl : '',
      ...(typeof fileName === 'string' ? { fileName } : {}),
    };
  }
  return { fileUrl: '' };
}

function summaryOf(answer: ImportAnswer): string {
  const result = answer.result;
  if (result && typeof result === 'object' && typeof (result as { msg?: unknown }).msg === 'string')
    return (result as { msg: string }).msg;
  return answer.message ?? '';
}

/**
 * What an import answer means. Success decides first; code 201 is "imported with errors",
 * whose result is either `{ totalCount, errorCount, successCount, msg, fileUrl, fileName }`
 * or, from some backends, the error file's URL as a plain string (both accepted).
 */
export function importOutcome(answer: ImportAnswer | null | undefined, failed: string): ImportOutcome {
  if (!answer?.success) return { kind: 'refused', message: answer?.message || failed };
  if (Number(answer.code) === IMPORTED_WITH_ERRORS)
    return { kind: 'partial', message: summaryOf(answer), ...errorFileOf(answer.result) };
  return { kind: 'imported', message: answer.message ?? '' };
}

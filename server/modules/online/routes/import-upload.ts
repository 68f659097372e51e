import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { malformed, refused } from '../../../http';
import { excelMessages as say } from '../../../messages';
import type { ImportFile } from '../excel/import-records';
import { EXCEL_LIMITS } from '../excel/limits';
import { convertFieldValue, type StoredValue } from '../records/field-value';
import type { ResourceSpec } from '../../../resources';

const MEBIBYTE = 1024 * 1024;
/** JeecgBoot's import modal sends `files[]`; single-file clients send `file`. */
const FILE_FIELDS = new Set(['files[]', 'files', 'file']);

/** Multipart parsing for the import routes, unless an enclosing scope registered it already. */
export async function registerImportUploads(app: FastifyInstance): Promise<void> {
  if (app.hasRequestDecorator('isMultipart')) return;
  await app.register(multipart, { limits: { fileSize: EXCEL_LIMITS.fileBytes, files: EXCEL_LIMITS.files } });
}

function uploadRefusal(error: unknown): Error {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return refused(say.fileTooLarge(EXCEL_LIMITS.fileBytes / MEBIBYTE));
  if (code === 'FST_FILES_LIMIT') return refused(say.tooManyFiles(EXCEL_LIMITS.files));
  // A body that is not multipart cannot be read as an import at all (HTTP 400); the limits are refusals (200).
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return malformed(say.notMultipart);
  return error instanceof Error ? error : new Error(String(error));
}

/** The uploaded files and the plain fields of an import request, within the import limits. */
export async function readImportUpload(
  request: FastifyRequest,
): Promise<{ files: ImportFile[]; fields: Map<string, string> }> {
  if (!request.isMultipart()) throw malformed(say.notMultipart);
  const files: ImportFile[] = [];
  const fields = new Map<string, string>();
  try {
    const parts = request.parts({
      limits: { fileSize: EXCEL_LIMITS.fileBytes, files: EXCEL_LIMITS.files, fields: 20, parts: 30 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (FILE_FIELDS.has(part.fieldname)) files.push({ fileName: part.filename || part.fieldname, data });
      } else {
        fields.set(part.fieldname, String(part.value ?? ''));
      }
    }
  } catch (error) {
    throw uploadRefusal(error);
  }
  if (!files.length) throw refused(say.noFile);
  return { files, fields };
}

/**
 * `foreignKeys`: a JSON object of field -> value every imported row gets (the master record
 * of a part, e.g. the meeting of its attendees). Only declared fields, converted by their rules.
 */
export function fixedValues(resource: ResourceSpec, foreignKeys: string | undefined): Map<string, StoredValue> {
  const fixed = new Map<string, StoredValue>();
  if (!foreignKeys?.trim()) return fixed;
  let parsed: unknown;
  try {
    parsed = JSON.parse(foreignKeys);
  } catch {
    throw refused(say.badForeignKeys);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw refused(say.badForeignKeys);
  for (const [name, raw] of Object.entries(parsed)) {
    const field = resource.fields.find((candidate) => candidate.name === name && !candidate.serverOwned);
    const converted = field ? convertFieldValue(field, raw) : undefined;
    if (!field || !converted?.ok) throw refused(say.badForeignKeys);
    fixed.set(field.name, converted.value);
  }
  return fixed;
}

import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { ApiError, malformed } from '../../http';
import { filesMessages, validationMessages } from '../../messages';

/** Text fields an upload form may carry beside `file` (JeecgBoot's JUpload and JEditor send these). */
const FORM_FIELDS = new Set(['biz', 'isup', 'jeditor']);
const FILE_FIELD = 'file';

/** What has arrived so far; the caller removes `incomingPath` in every case, accepted or not. */
export interface ReceivedUpload {
  fields: Partial<Record<string, string>>;
  file?: { incomingPath: string; originalName: string; size: number; truncated: boolean };
}

/** A refusal about the upload itself: HTTP 200 and `success: false`, as JeecgBoot answers it. */
export const uploadRefusal = (message: string) => new ApiError(message);

const MEBIBYTE = 1024 * 1024;
const tooLarge = (maxBytes: number) =>
  uploadRefusal(filesMessages.fileTooLarge(Number((maxBytes / MEBIBYTE).toFixed(2))));

function multipartError(error: unknown, maxBytes: number): ApiError | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(maxBytes);
    case 'FST_FILES_LIMIT':
      return uploadRefusal(filesMessages.onlyOneFile);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return malformed(filesMessages.notMultipart);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
    case 'FST_MP_PREMATURE_CLOSE':
      return malformed(filesMessages.badForm);
    default:
      // busboy's own parse errors carry no code: "Unexpected end of multipart data", "Part terminated early".
      return error instanceof Error && /multipart|part terminated/i.test(error.message)
        ? malformed(filesMessages.badForm)
        : undefined;
  }
}

/**
 * Reads the multipart form into `received`: the known text fields, and the one `file` part
 * streamed to a fresh name in the incoming folder (never a name the client chose).
 */
export async function receiveUpload(
  request: FastifyRequest,
  incomingDir: string,
  maxBytes: number,
  received: ReceivedUpload,
): Promise<void> {
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        // A text field the form does not take is ignored, as a JSON body's unknown field is.
        if (FORM_FIELDS.has(part.fieldname)) received.fields[part.fieldname] = String(part.value);
        continue;
      }
      // A file under another name is refused rather than read to nothing: it is the upload itself.
      if (part.fieldname !== FILE_FIELD) throw uploadRefusal(validationMessages.additionalProperty(part.fieldname));
      const incomingPath = path.join(incomingDir, `${randomUUID()}.part`);
      const file = { incomingPath, originalName: part.filename, size: 0, truncated: false };
      received.file = file;
      const target = createWriteStream(incomingPath, { flags: 'wx' });
      await pipeline(part.file, target);
      file.size = target.bytesWritten;
      file.truncated = part.file.truncated;
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw multipartError(error, maxBytes) ?? error;
  }
  if (received.file?.truncated) throw tooLarge(maxBytes);
}

/** Removes the file from the incoming folder: refused, half-received, or already linked into place. */
export async function discardIncoming(received: ReceivedUpload): Promise<void> {
  if (!received.file) return;
  await unlink(received.file.incomingPath).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import { AppError, fail } from './errors.js';
import { createAjv, fieldErrors, requestValidator } from './validation.js';
import { VALIDATION_MESSAGES } from '../domain/validation-messages.js';
import type { ErrorCode } from '../domain/errors.js';
import type { Locale } from '../domain/locale.js';

/** A file refused while it was read (over the size cap): the refusal names the file, so an import can record it. */
export class FileRefusal extends AppError {
  constructor(
    code: ErrorCode,
    readonly fileName: string,
  ) {
    super(code);
  }
}

/** A file read whole from a multipart upload, with what the database keeps about it. */
export interface UploadedFile {
  name: string;
  mime: string;
  size: number;
  md5: string;
  data: Buffer;
}

export interface Upload {
  fields: Record<string, string>;
  file?: UploadedFile;
}

/**
 * Reads a multipart/form-data request: its text fields and at most one file (the part named `fileField`),
 * read into memory with its MD5. A file over `maxFileBytes` is refused with `tooLarge` — busboy stops at
 * the cap and only `part.file.truncated` tells (a stream pipeline does not throw), so that is what is
 * checked. Every part is read before anything is decided, so nothing is stored from half a request; a body
 * the parser cannot read (no boundary, cut short, a malformed part) is the caller's fault, refused here for
 * every upload (see `parserRefusal`).
 */
export async function readUpload(
  req: FastifyRequest,
  opts: { fileField: string; maxFileBytes: number; tooLarge: ErrorCode; maxFields?: number },
): Promise<Upload> {
  if (!req.isMultipart()) fail(100001, [{ field: 'body', message: VALIDATION_MESSAGES['validation.contentType'][req.locale] }]);
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  let truncated = false;
  let truncatedName = '';
  let fieldTooLong = false;
  let secondFile = false;
  let strayFile = false;
  // throwFileSizeLimit off: the cap is read from `truncated` after every part is consumed, and answered
  // with the caller's code rather than the framework's generic 413. files: 2 so that a second file is seen
  // (and refused by name) rather than cut off by the parser.
  const parts = req.parts({
    throwFileSizeLimit: false,
    limits: { fileSize: opts.maxFileBytes, files: 2, fields: opts.maxFields ?? 20, fieldSize: 64 * 1024 },
  } as Parameters<FastifyRequest['parts']>[0]);
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        // busboy cuts a value at fieldSize without an error: a cut value must not pass for the sent one
        if (part.valueTruncated) fieldTooLong = true;
        fields[part.fieldname] = String(part.value ?? '');
        continue;
      }
      const keep = part.fieldname === opts.fileField && !file;
      const hash = createHash('md5');
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        if (!keep) continue; // drained, not kept
        hash.update(chunk);
        chunks.push(chunk);
        size += chunk.length;
      }
      if (!keep) {
        if (part.fieldname === opts.fileField) secondFile = true;
        else strayFile = true;
        continue;
      }
      if (part.file.truncated) truncated = true;
      truncatedName = part.filename;
      file = { name: part.filename, mime: part.mimetype || 'application/octet-stream', size, md5: hash.digest('hex'), data: Buffer.concat(chunks, size) };
    }
  } catch (err) {
    parserRefusal(err, req.locale);
  }
  if (truncated) throw new FileRefusal(opts.tooLarge, truncatedName);
  if (fieldTooLong) fail(100413);
  if (secondFile) fail(100001, [{ field: opts.fileField, message: VALIDATION_MESSAGES['validation.oneFile'][req.locale] }]);
  if (strayFile) fail(100001, [{ field: opts.fileField, message: VALIDATION_MESSAGES['validation.opMessageFile'][req.locale] }]);
  return { fields, file };
}

/**
 * Reads a multipart/form-data request like `readUpload`, but hands the file part's bytes to `receive` as they
 * arrive instead of keeping them in memory (a package of 50 MB: memory does not grow with the file). `receive`
 * must consume the stream and clean up after itself if it throws; what it answers is dropped with `discard`
 * when the request is refused after all (over the cap, a second or stray file, a cut-off body), so nothing
 * is kept from a refused upload.
 */
export async function streamUpload<T>(
  req: FastifyRequest,
  opts: {
    fileField: string;
    maxFileBytes: number;
    tooLarge: ErrorCode;
    maxFields?: number;
    receive: (file: NodeJS.ReadableStream & { truncated?: boolean }, meta: { filename: string; mimetype: string }) => Promise<T>;
    discard: (received: T) => Promise<void>;
  },
): Promise<{ fields: Record<string, string>; file?: T }> {
  if (!req.isMultipart()) fail(100001, [{ field: 'body', message: VALIDATION_MESSAGES['validation.contentType'][req.locale] }]);
  const fields: Record<string, string> = {};
  let file: T | undefined;
  let truncated = false;
  let fieldTooLong = false;
  let secondFile = false;
  let strayFile = false;
  const parts = req.parts({
    throwFileSizeLimit: false,
    limits: { fileSize: opts.maxFileBytes, files: 2, fields: opts.maxFields ?? 20, fieldSize: 64 * 1024 },
  } as Parameters<FastifyRequest['parts']>[0]);
  const refuse = async (why: () => never): Promise<never> => {
    if (file !== undefined) await opts.discard(file);
    return why();
  };
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) fieldTooLong = true;
        fields[part.fieldname] = String(part.value ?? '');
        continue;
      }
      if (part.fieldname !== opts.fileField || file !== undefined) {
        for await (const _ of part.file as AsyncIterable<Buffer>) {
          /* drained, not kept */
        }
        if (part.fieldname === opts.fileField) secondFile = true;
        else strayFile = true;
        continue;
      }
      file = await opts.receive(part.file, { filename: part.filename, mimetype: part.mimetype || 'application/octet-stream' });
      if (part.file.truncated) truncated = true;
    }
  } catch (err) {
    await refuse(() => parserRefusal(err, req.locale));
  }
  if (truncated) await refuse(() => fail(opts.tooLarge));
  if (fieldTooLong) await refuse(() => fail(100413));
  if (secondFile) await refuse(() => fail(100001, [{ field: opts.fileField, message: VALIDATION_MESSAGES['validation.oneFile'][req.locale] }]));
  if (strayFile) await refuse(() => fail(100001, [{ field: opts.fileField, message: VALIDATION_MESSAGES['validation.opMessageFile'][req.locale] }]));
  return { fields, file };
}

/**
 * What the multipart parser throws while a body is read is about the body, never a fault of the server:
 * busboy's plain errors ("Multipart: Boundary not found", "Unexpected end of form", "Malformed part
 * header") carry no status, so without this they would be answered as a 500.
 */
function parserRefusal(err: unknown, locale: Locale): never {
  if (err instanceof AppError) throw err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') fail(100001, [{ field: 'file', message: VALIDATION_MESSAGES['validation.oneFile'][locale] }]);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_REQ_FILE_TOO_LARGE') fail(100413);
  fail(100001, [{ field: 'body', message: VALIDATION_MESSAGES['validation.unreadableBody'][locale] }]);
}

let textAjv: Ajv2020 | undefined;
const validators = new Map<string, ReturnType<typeof requestValidator>>();

/**
 * Validates the text fields of an upload against a schema of schemas/ (by `$id` URL with pointer), the way
 * query strings are: text coerced to the declared types. Answers the coerced object, or refuses with
 * 100001 naming the fields, worded for people — the same answer as a JSON body's validation.
 */
export function validateFields<T>(fields: Record<string, string>, schemaRef: string, locale: FastifyRequest['locale']): T {
  textAjv ??= createAjv({ coerce: true });
  const data: Record<string, unknown> = { ...fields };
  let validate = validators.get(schemaRef);
  if (!validate) validators.set(schemaRef, (validate = requestValidator(textAjv, { $ref: schemaRef })));
  if (!validate(data)) fail(100001, fieldErrors(validate.errors ?? [], locale));
  return data as T;
}

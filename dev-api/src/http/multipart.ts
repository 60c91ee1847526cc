import { BizError } from './envelope';

/** One file part of a `multipart/form-data` body, its bytes untouched. */
export interface FilePart {
  kind: 'file';
  filename: string;
  contentType: string;
  data: Buffer;
}

export type MultipartFields = Record<string, string | FilePart>;

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

export function isFilePart(value: unknown): value is FilePart {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'file';
}

/** The boundary of a `multipart/form-data` content type, or null when it is another type. */
export function multipartBoundary(contentType: string): string | null {
  if (!/^\s*multipart\/form-data\s*(;|$)/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^;\s]{1,70}))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) throw new BizError(400, 'badBody');
  return boundary;
}

function headerParam(header: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}="((?:[^"\\\\]|\\\\.)*)"`, 'i').exec(header);
  return match?.[1]?.replace(/\\(.)/g, '$1');
}

function readPartHeaders(raw: Buffer): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of raw.toString('utf8').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new BizError(400, 'badBody');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function readPart(part: Buffer, fields: MultipartFields): void {
  const split = part.indexOf(HEADER_END);
  if (split < 0) throw new BizError(400, 'badBody');
  const headers = readPartHeaders(part.subarray(0, split));
  const disposition = headers.get('content-disposition') ?? '';
  const name = headerParam(disposition, 'name');
  if (!/^form-data\s*;/i.test(disposition) || !name) throw new BizError(400, 'badBody');
  const data = part.subarray(split + HEADER_END.length);
  const filename = headerParam(disposition, 'filename');
  fields[name] =
    filename === undefined
      ? data.toString('utf8')
      : {
          kind: 'file',
          filename,
          contentType: headers.get('content-type') ?? 'application/octet-stream',
          data: Buffer.from(data),
        };
}

/** Splits a multipart body (RFC 7578) into text fields and file parts; anything malformed is a 400. */
export function parseMultipart(body: Buffer, boundary: string): MultipartFields {
  const delimiter = Buffer.from(`--${boundary}`);
  const fields: MultipartFields = {};
  let at = body.indexOf(delimiter);
  if (at < 0) throw new BizError(400, 'badBody');
  for (;;) {
    at += delimiter.length;
    if (body.subarray(at, at + 2).toString() === '--') return fields;
    if (!body.subarray(at, at + 2).equals(CRLF)) throw new BizError(400, 'badBody');
    const next = body.indexOf(Buffer.concat([CRLF, delimiter]), at);
    if (next < 0) throw new BizError(400, 'badBody');
    readPart(body.subarray(at + CRLF.length, next), fields);
    at = next + CRLF.length;
  }
}

import type { IncomingMessage } from 'node:http';
import { BizError } from './envelope';
import { multipartBoundary, parseMultipart } from './multipart';

/** Room for a 10 MB file plus the multipart headers around it. */
const MAX_BODY_BYTES = 10 * 1024 * 1024 + 64 * 1024;

export type Params = Record<string, unknown>;

/** An oversized body is read to its end (and dropped) so that the client still gets the 400 envelope. */
function readRaw(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > MAX_BODY_BYTES) reject(new BizError(400, 'bodyTooLarge'));
      else resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}

export function formToParams(text: string): Params {
  const params: Params = {};
  for (const [key, value] of new URLSearchParams(text)) params[key] = value;
  return params;
}

/**
 * Reads a multipart, form-encoded or JSON body; other content types are tried as JSON, then as a
 * form. Multipart file parts arrive as `FilePart`s with their bytes intact.
 */
export async function readBody(req: IncomingMessage): Promise<Params> {
  if (req.method === 'GET' || req.method === 'HEAD') return {};
  const bytes = await readRaw(req);
  const boundary = multipartBoundary(req.headers['content-type'] ?? '');
  if (boundary !== null) return parseMultipart(bytes, boundary);
  const raw = bytes.toString('utf8');
  if (!raw.trim()) return {};
  const type = (req.headers['content-type'] ?? '').toLowerCase();
  if (type.includes('application/x-www-form-urlencoded')) return formToParams(raw);
  const looksJson = /^\s*[[{]/.test(raw);
  if (type.includes('json') || looksJson) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw new BizError(400, 'badBody');
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new BizError(400, 'badBody');
    return parsed as Params;
  }
  return formToParams(raw);
}

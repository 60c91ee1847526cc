import type { IncomingMessage } from 'node:http';
import { BizError } from './envelope';

const MAX_BODY_BYTES = 10 * 1024 * 1024;

export type Params = Record<string, unknown>;

function readRaw(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new BizError(400, 'bodyTooLarge'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export function formToParams(text: string): Params {
  const params: Params = {};
  for (const [key, value] of new URLSearchParams(text)) params[key] = value;
  return params;
}

/** Reads a form-encoded or JSON body; other content types are tried as JSON, then as a form. */
export async function readBody(req: IncomingMessage): Promise<Params> {
  if (req.method === 'GET' || req.method === 'HEAD') return {};
  const raw = (await readRaw(req)).toString('utf8');
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

import type { APIRequestContext } from '@playwright/test';
import path from 'node:path';
import { repoRoot } from './paths';

/** The fictional test ID card the dev API's OCR reads, and an image it cannot read. */
export const ID_CARD = {
  front: path.join(repoRoot, 'dev-api', 'src', 'data', 'idcard', 'front.png'),
  back: path.join(repoRoot, 'dev-api', 'src', 'data', 'idcard', 'back.png'),
  blank: path.join(repoRoot, 'dev-api', 'src', 'data', 'idcard', 'blank.png'),
};

/** Steers the wallet simulator's next face results (`times` of them). */
export async function steerFace(request: APIRequestContext, baseUrl: string, resultCode: string, times = 1) {
  const res = await request.post(`${baseUrl}/__control/wallet`, { data: { action: 'face', resultCode, times } });
  if (!res.ok()) throw new Error(`control wallet: HTTP ${res.status()}`);
}

/** How many requests the dev API has seen for a path prefix since the last reset. */
export async function requestCount(request: APIRequestContext, baseUrl: string, apiPath: string): Promise<number> {
  const res = await request.get(`${baseUrl}/__control/requests?path=${encodeURIComponent(apiPath)}`);
  const body = (await res.json()) as { data: { count: number } };
  return body.data.count;
}

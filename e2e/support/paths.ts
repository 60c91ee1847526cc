import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');
/** The site every worker copies: all five apps deployed by the real deploy script (`E2E_SITE` moves it). */
export const e2eSite = process.env.E2E_SITE
  ? path.resolve(process.env.E2E_SITE)
  : path.join(repoRoot, '.e2e-artifacts', 'site');

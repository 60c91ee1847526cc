import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');
/** The site every worker copies: all five apps deployed by the real deploy script. */
export const e2eSite = path.join(repoRoot, '.e2e-artifacts', 'site');

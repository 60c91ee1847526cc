import { ESLint } from 'eslint';
import { expect, test } from '@playwright/test';
import { repoRoot } from '../support/paths';

/** The project's own lint configuration, on a file that is not there: what it would say of it. */
async function rulesBroken(file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: repoRoot });
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}/${file}` });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const AXIOS_IMPORTS = [
  "import axios from 'axios';\nexport const a = axios;\n",
  "import { AxiosHeaders } from 'axios';\nexport const h = AxiosHeaders;\n",
  "import adapter from 'axios/lib/adapters/xhr.js';\nexport const x = adapter;\n",
];

test('lint refuses axios anywhere but the shared HTTP client', async () => {
  for (const file of ['mf-orders/src/api/orders.ts', 'shell/src/app-extra.ts', 'shared/src/ui/extra.ts']) {
    for (const code of AXIOS_IMPORTS) {
      expect(await rulesBroken(file, code), `${file}: ${code}`).toContain('@typescript-eslint/no-restricted-imports');
    }
  }
  expect(await rulesBroken('shared/src/http/transport-extra.ts', AXIOS_IMPORTS[0]!)).toEqual([]);
});

test('lint holds the one remote layout (docs/conventions.md)', async () => {
  const code = 'export const x = 1;\n';
  const layout = 'check-file/filename-blocklist';
  for (const file of [
    'mf-orders/src/helpers.ts',
    'mf-orders/src/data/regions.ts',
    'mf-orders/src/components/detail/address-card.tsx',
    'mf-orders/src/pages/shared-part.tsx',
    'mf-orders/src/pages/order-detail/parts/row.tsx',
    'mf-orders/src/lib/use-thing.ts',
    'mf-orders/src/components/use-thing.ts',
    'mf-orders/src/hooks/format-money.ts',
    'mf-newteam/src/widgets/card.tsx',
  ]) {
    expect(await rulesBroken(file, code), file).toContain(layout);
  }
  for (const file of [
    'mf-orders/src/routes.ts',
    'mf-orders/src/api/get-thing.ts',
    'mf-orders/src/components/address-card.tsx',
    'mf-orders/src/hooks/use-thing.ts',
    'mf-orders/src/lib/order-tabs.ts',
    'mf-orders/src/pages/order-detail/address-section.tsx',
    'mf-orders/src/pages/order-detail/use-detail.ts',
    'mf-orders/src/testing/fixtures.ts',
  ]) {
    expect(await rulesBroken(file, code), file).not.toContain(layout);
  }
});

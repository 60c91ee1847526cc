import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { layoutProblems } from './remote-layout';

const root = path.resolve(__dirname, '..', '..');
const REMOTES = ['mf-catalog', 'mf-orders', 'mf-account', 'mf-payments'];

test.each(REMOTES)('%s follows the one layout (docs/conventions.md)', (remote) => {
  expect(layoutProblems(path.join(root, remote, 'src'))).toEqual([]);
});

describe('the layout check catches', () => {
  let src: string;
  const write = (files: Record<string, string>) => {
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(src, rel)), { recursive: true });
      writeFileSync(path.join(src, rel), text);
    }
  };
  beforeEach(() => {
    src = mkdtempSync(path.join(tmpdir(), 'rental-test-layout-'));
    write({
      'routes.ts':
        "export const a = () => import('./pages/one/one');\nexport const b = () => import('./pages/two/two');",
      'pages/one/one.tsx': "import { Row } from '../../components/row';\nexport default Row;",
      'pages/two/two.tsx': "import { Row } from '../../components/row';\nexport default Row;",
      'components/row.tsx': 'export const Row = () => null;',
    });
  });
  afterEach(() => rmSync(src, { recursive: true, force: true }));

  it('nothing in a layout that follows it', () => {
    expect(layoutProblems(src)).toEqual([]);
  });

  it("a shared room's file only one page uses, reached through another shared file too", () => {
    write({
      'components/row.tsx': "import { cell } from '../lib/cell';\nexport const Row = () => cell;",
      'lib/cell.ts': "import { useTick } from '../hooks/use-tick';\nexport const cell = useTick;",
      'hooks/use-tick.ts': 'export const useTick = 1;',
      'pages/two/two.tsx': "import { useTick } from '../../hooks/use-tick';\nexport default useTick;",
      'components/badge.tsx': "import { Row } from './row';\nexport const Badge = Row;",
      'pages/one/one.tsx': "import { Badge } from '../../components/badge';\nexport default Badge;",
    });
    expect(layoutProblems(src)).toEqual([
      { file: 'components/badge.tsx', problem: 'only pages/one/ uses it: it belongs beside that page' },
      { file: 'components/row.tsx', problem: 'only pages/one/ uses it: it belongs beside that page' },
      { file: 'lib/cell.ts', problem: 'only pages/one/ uses it: it belongs beside that page' },
    ]);
  });

  it('a page reaching into another page’s folder, and a page folder not named for its page', () => {
    write({
      'pages/one/part.tsx': 'export const Part = 1;',
      'pages/two/two.tsx':
        "import { Part } from '../one/part';\nimport { Row } from '../../components/row';\nexport default [Part, Row];",
      'pages/three/other.tsx': 'export default 1;',
      'lib/unused.ts': 'export const nobody = 1;',
    });
    expect(layoutProblems(src)).toEqual([
      { file: 'lib/unused.ts', problem: 'nothing uses it' },
      { file: 'pages/one/part.tsx', problem: 'used by pages/two/ too: it belongs in a shared room' },
      { file: 'pages/three/', problem: 'holds no three.tsx: a page folder is named for its page' },
    ]);
  });

  it('tests and test helpers are no page’s users', () => {
    write({
      'components/solo.tsx': 'export const Solo = 1;',
      'pages/one/one.tsx':
        "import { Solo } from '../../components/solo';\nimport { Row } from '../../components/row';\nexport default [Solo, Row];",
      'pages/two/two.test.tsx': "import { Solo } from '../../components/solo';\ntest('x', () => expect(Solo).toBe(1));",
      'testing/fixtures.ts': "export { Solo } from '../components/solo';",
    });
    expect(layoutProblems(src)).toEqual([
      { file: 'components/solo.tsx', problem: 'only pages/one/ uses it: it belongs beside that page' },
    ]);
  });
});

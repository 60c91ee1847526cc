import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['mf-catalog', 'mf-orders', 'mf-account', 'mf-payments'];

/** Components that come through @rental/shared, which loads them lazily. */
const LAZY_COMPONENTS = [
  {
    name: 'antd-mobile',
    importNames: ['ErrorBlock'],
    message: 'Use ErrorPicture from @rental/shared: it fetches the pictures only when a fault shows.',
  },
];

/** Code flows one way: shared → remotes/shell. Remotes never reach into each other or the shell. */
function boundaries(dir) {
  const others = [...REMOTES, 'shell'].filter((d) => d !== dir);
  const patterns = [
    {
      group: others.flatMap((d) => [`@rental/${d}`, `@rental/${d}/*`, `**/${d}/**`]),
      message: `${dir} may not import another app; share through @rental/shared.`,
    },
    {
      group: ['**/shared/src/**', '../../shared/*'],
      message: 'Reach the shared library by its package name, @rental/shared.',
    },
    dir === 'shell'
      ? {
          group: ['@rental/platform/node', '@rental/platform/site', '**/platform/src/**'],
          message: 'The shell runs in the browser: it uses @rental/platform/runtime only.',
        }
      : {
          group: ['@rental/platform', '@rental/platform/*', '**/platform/src/**'],
          message: 'Remotes know nothing of how they are delivered; the shell loads them.',
        },
  ];
  const testOnly = { group: ['@rental/shared/testing'], message: 'Test utilities are for tests only.' };
  // The router is bundled into the shell alone; remotes route through @rental/shared's hooks and link.
  const router = {
    group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
    message: "Route through @rental/shared (useNavigate, useLocation, Link): the router isn't shared with remotes.",
  };
  const tests = [`${dir}/src/**/*.test.{ts,tsx}`, `${dir}/src/**/testing/**`];
  return [
    {
      files: [`${dir}/src/**/*.{ts,tsx}`],
      ignores: tests,
      rules: {
        'no-restricted-imports': [
          'error',
          { paths: LAZY_COMPONENTS, patterns: [...patterns, testOnly, ...(dir === 'shell' ? [] : [router])] },
        ],
      },
    },
    { files: tests, rules: { 'no-restricted-imports': ['error', { patterns }] } },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.site/**',
      '.site-dev/**',
      'coverage/**',
      '.e2e-artifacts/**',
      'dev-api/assets/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-console': 'off' },
  },
  {
    files: ['dev-api/**/*.ts', 'e2e/**/*.ts', 'scripts/**', 'platform/src/**'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: LAZY_COMPONENTS,
          patterns: [
            { group: ['@rental/*', '**/shell/**', '**/mf-*/**'], message: 'The shared library never imports an app.' },
          ],
        },
      ],
    },
  },
  ...[...REMOTES, 'shell'].flatMap(boundaries),
  {
    // Server markup reaches the page one way: @rental/shared's SafeHtml, which sanitizes it.
    files: ['shell/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/security/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render server markup with SafeHtml from @rental/shared: it is sanitized there, once.',
        },
        {
          selector: 'AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]',
          message: 'Render server markup with SafeHtml from @rental/shared: it is sanitized there, once.',
        },
        {
          selector: "ImportDeclaration[source.value='dompurify']",
          message: 'Sanitize through @rental/shared (sanitizeHtml, SafeHtml): one policy for every app.',
        },
      ],
    },
  },
  {
    // The one exception to "the shell never imports a remote": this test holds each remote's route
    // table (its remote entry and route-paths.json) against the shell's known-routes.ts, which is
    // only checkable with both in hand. It is never bundled; the shell tests' other rules still hold.
    files: ['shell/src/remotes/route-agreement.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^@rental/(${REMOTES.join('|')})\\b|(^|/)(${REMOTES.join('|')})/(?!src/(remote-entry|route-paths\\.json)$)`,
              message: "This test reads only the remotes' route tables: src/remote-entry and src/route-paths.json.",
            },
            ...boundaries('shell')[1].rules['no-restricted-imports'][1].patterns.filter(
              (p) => !(p.group ?? []).some((g) => REMOTES.some((d) => g.includes(d))),
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/testing/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Playwright fixtures: `use` is its callback, and `{}` is how a fixture asks for nothing.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    // Benchmarks and screenshots run code inside the page too.
    files: ['scripts/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);

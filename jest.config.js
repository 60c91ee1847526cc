// Unit and component tests for every package. The browser packages run in jsdom (the fixed
// flavour msw needs); the dev API runs in node.
const { availableParallelism } = require('node:os');

/** The remotes, as scripts/apps.json lists them (where `npm run new:remote` adds one). */
const remotes = require('./scripts/apps.json')
  .filter((app) => app.kind === 'remote')
  .map((app) => app.dir);

const esmDeps = [
  'msw',
  '@mswjs',
  'rettime',
  'until-async',
  '@open-draft',
  'outvariant',
  'strict-event-emitter',
  'headers-polyfill',
  'is-node-process',
  'graphql',
  '@bundled-es-modules',
  'tough-cookie',
  'cookie',
];

const tsJest = [
  'ts-jest',
  {
    tsconfig: {
      jsx: 'react-jsx',
      module: 'commonjs',
      moduleResolution: 'node10',
      allowJs: true,
      esModuleInterop: true,
      isolatedModules: true,
      resolveJsonModule: true,
      ignoreDeprecations: '6.0',
    },
    diagnostics: false,
  },
];

// Workspace packages are tested from their sources, never from a stale build.
const workspaceSources = {
  '^@rental/platform/(.*)$': '<rootDir>/platform/src/$1',
  '^@rental/shared/coupon-pricing$': '<rootDir>/shared/src/rules/coupon-pricing',
  '^@rental/shared/region-names$': '<rootDir>/shared/src/regions/region-names',
  '^@rental/shared/paged-list$': '<rootDir>/shared/src/ui/use-paged-list',
  '^@rental/shared/submit-lock$': '<rootDir>/shared/src/forms/use-submit-lock',
  '^@rental/shared/form-field$': '<rootDir>/shared/src/forms/form-field',
  '^@rental/shared/query-id$': '<rootDir>/shared/src/navigation/query-id',
};
const sourcesFor = { '^@rental/platform/site$': '<rootDir>/platform/src/site/index', ...workspaceSources };

const browser = {
  displayName: 'web',
  testEnvironment: 'jest-fixed-jsdom',
  roots: ['<rootDir>/shared/src', '<rootDir>/shell/src', ...remotes.map((dir) => `<rootDir>/${dir}/src`)],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: { '^.+\\.(m?[jt]sx?)$': tsJest },
  transformIgnorePatterns: [`/node_modules/(?!(${esmDeps.join('|')})/)`],
  moduleNameMapper: {
    ...sourcesFor,
    // The app imports antd-mobile's ES build; jest on Node 20 needs its CommonJS twin.
    '^antd-mobile/es/(.*)$': 'antd-mobile/cjs/$1',
    '^antd-mobile$': '<rootDir>/shared/src/testing/antd-mobile-lazy.js',
    // The shared request hook, imported by its ES path (scripts/webpack/shared-config.cjs).
    '^ahooks/es/(.*)$': 'ahooks/lib/$1',
    '\\.(css)$': '<rootDir>/shared/src/testing/style-stub.js',
    '\\.(svg|png|jpe?g|webp)$': '<rootDir>/shared/src/testing/file-stub.js',
  },
  setupFiles: ['<rootDir>/shared/src/testing/jest-globals.ts'],
  setupFilesAfterEnv: ['<rootDir>/shared/src/testing/jest-setup.ts'],
  testEnvironmentOptions: { customExportConditions: [''] },
};

const node = {
  displayName: 'dev-api',
  testEnvironment: 'node',
  roots: ['<rootDir>/dev-api/src'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.(m?[jt]sx?)$': tsJest },
  // The dev API's contract tests load the apps' schemas (their api/types.ts), which take from the
  // shared library only its wire vocabulary.
  moduleNameMapper: { ...sourcesFor, '^@rental/shared$': '<rootDir>/shared/src/contract/wire' },
};

const platform = {
  displayName: 'platform',
  testEnvironment: 'node',
  roots: ['<rootDir>/platform/src'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.(m?[jt]sx?)$': tsJest },
};

// The repo's own scripts are plain Node ES modules: their tests call them in a child Node.
const scripts = {
  displayName: 'scripts',
  testEnvironment: 'node',
  roots: ['<rootDir>/scripts'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.(m?[jt]sx?)$': tsJest },
};

// Jest's default leaves one core to its parent process, which mostly waits: one worker on a 2-core machine.
const maxWorkers = Math.max(2, availableParallelism() - 1);

// A worker whose event loop has emptied still has to free its V8 heap before it is gone: after a
// hundred jsdom files that is 0.5–1 GB, 1–2 s of munmap on a busy 2-core machine, longer than
// jest's default 500 ms, so an idle worker was killed and reported as "failed to exit gracefully".
// A worker kept alive by a leaked handle never exits, and is still reported, after this wait.
const workerGracefulExitTimeout = 5000;

module.exports = {
  projects: [browser, node, platform, scripts],
  testTimeout: 30000,
  maxWorkers,
  workerGracefulExitTimeout,
};

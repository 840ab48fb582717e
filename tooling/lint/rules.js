// The workspace's boundary rules as an ESLint flat config (see ../../../shared/ARCHITECTURE.md,
// "Dependency rules"). Paths are relative to the repository root. Import cycles are checked
// separately by dependency-cruiser (cycles.js), which resolves imports across packages.
import { builtinModules } from 'node:module';
import tseslint from 'typescript-eslint';

export const DOMAIN_PACKAGES = ['money', 'transaction-process', 'auction', 'membership', 'shipping', 'validation'];
/** Base packages every package and app may import. */
export const BASE_PACKAGES = ['result'];

/** Where reading `process.env` is allowed: the env modules, and what is not runtime code. */
export const ENV_READERS = [
  'apps/web/app/**/env.server.ts',
  'apps/sandbox/src/env.ts',
  'scripts/**',
  '**/bench/**',
  '**/e2e/**',
  '**/test/**',
  '**/*.test.*',
  '**/vite.config.*',
  '**/vitest.config.*',
  '**/vitest.*.config.*',
];

const CODE = ['**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}'];
const TESTS = ['**/*.test.*', '**/test/**', '**/e2e/**', '**/bench/**', '**/src/testing/**', '**/*.stories.*'];
const packageSources = (names) => names.map((name) => `packages/${name}/src/**`);
const alternation = (names) => names.join('|'); // package names are [a-z-]: nothing to escape

// Each restriction is one `no-restricted-imports` pattern with the rule's reason as its message.
const restrict = {
  apps: [
    { group: ['@variegata/web', '@variegata/web/**', '@variegata/sandbox', '@variegata/sandbox/**'], message: 'No package imports an app.' },
    { regex: '(^|/)apps/', message: 'No package imports an app.' },
  ],
  testing: [
    { regex: '^@variegata/[^/]+/testing(/|$)', message: 'Runtime code never imports a ./testing subpath (test helpers only).' },
  ],
  twins: [
    { regex: '^@variegata/twin-', message: 'The site never imports a twin (only apps/sandbox and tests compose twins).' },
  ],
  /** Anything in the workspace but `allowed` (and the base packages). */
  workspaceExcept: (allowed, message) => [
    { regex: `^@variegata/(?!(${alternation([...allowed, ...BASE_PACKAGES])})(/|$))`, message },
  ],
  builtins: [
    { regex: '^node:', message: 'Domain packages are pure: no Node built-ins (no I/O).' },
  ],
};
const bareBuiltins = builtinModules
  .filter((name) => !name.startsWith('_') && !name.startsWith('node:'))
  .map((name) => ({ name, message: 'Domain packages are pure: no Node built-ins (no I/O).' }));

const ioGlobals = ['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource', 'process', 'require'].map((name) => ({
  name,
  message: 'Domain packages are pure: no I/O, no environment (pass what you need as arguments).',
}));

const imports = (patterns, paths = []) => ['error', { patterns, paths }];

export function boundaryConfig() {
  return [
    {
      ignores: [
        '**/node_modules/**', '**/dist/**', '**/build/**', '**/build-*/**', '**/storybook-static/**', '**/.turbo/**',
        '**/coverage/**', '**/public/**', '.data/**', '**/*.d.ts',
      ],
    },
    {
      files: CODE,
      languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
      plugins: { '@typescript-eslint': tseslint.plugin },
      // The boundaries cannot be switched off by a comment: inline directives are ignored (ESLint
      // warns about each; only errors count). Other linters' directives are not this config's business.
      linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: 'off' },
    },

    // Only the env modules (and scripts, tests, benches, build configs) read process.env.
    {
      files: CODE,
      ignores: ENV_READERS,
      rules: {
        // Also catches `const { env } = process`.
        'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Only the env modules read process.env; receive configuration as arguments.' }],
        'no-restricted-syntax': [
          'error',
          { selector: "ImportDeclaration[source.value=/^(node:)?process$/] > ImportSpecifier[imported.name='env']", message: 'Only the env modules read process.env; receive configuration as arguments.' },
        ],
      },
    },

    // Packages: never an app; runtime code never a ./testing subpath.
    {
      files: ['packages/**'],
      ignores: TESTS,
      rules: { 'no-restricted-imports': imports([...restrict.apps, ...restrict.testing]) },
    },
    { files: TESTS.map((t) => `packages/${t}`), rules: { 'no-restricted-imports': imports(restrict.apps) } },

    // Domain packages import only each other (money only the base packages) and do no I/O.
    {
      files: packageSources(DOMAIN_PACKAGES),
      ignores: TESTS,
      rules: {
        'no-restricted-imports': imports(
          [...restrict.apps, ...restrict.testing, ...restrict.workspaceExcept(DOMAIN_PACKAGES, 'A domain package imports only domain packages and @variegata/result.'), ...restrict.builtins],
          bareBuiltins,
        ),
        'no-restricted-globals': ['error', ...ioGlobals],
      },
    },
    {
      files: packageSources(['money']),
      ignores: TESTS,
      rules: {
        'no-restricted-imports': imports(
          [...restrict.apps, ...restrict.testing, ...restrict.workspaceExcept(['money'], 'money is the bottom domain package: it imports only @variegata/result.'), ...restrict.builtins],
          bareBuiltins,
        ),
      },
    },

    // The UI kit takes plain props: no domain package, no twin, no client (result is allowed).
    {
      files: packageSources(['ui']),
      rules: {
        'no-restricted-imports': imports([...restrict.apps, ...restrict.testing, ...restrict.workspaceExcept(['ui'], 'The UI kit imports no domain or other workspace package; it takes plain props.')]),
      },
    },

    // The site's runtime code: no twin, no ./testing, no explicit any.
    {
      files: ['apps/web/app/**'],
      ignores: ['**/*.test.*'],
      rules: {
        'no-restricted-imports': imports([...restrict.twins, ...restrict.testing]),
        '@typescript-eslint/no-explicit-any': 'error',
      },
    },
  ];
}

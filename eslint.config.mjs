import {readFileSync} from 'node:fs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import nodePlugin from 'eslint-plugin-n';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The files allowed past Docusaurus's public API: those that decisions/private-seams.md names on
 * its "Where:" lines (a folder stands for every file in it). A new reach into Docusaurus's
 * internals fails lint until the list names it, with its measured reason and its guarding test.
 */
function privateSeamFiles() {
  const list = readFileSync(new URL('decisions/private-seams.md', import.meta.url), 'utf8');
  return list
    .split('\n')
    .filter((line) => /^\s*- Where:/.test(line))
    .flatMap((line) =>
      [...line.matchAll(/`((?:src|plugins|scripts)\/[^`]+)`/g)].map((match) => match[1]),
    )
    .filter((file) => !/\.css$/.test(file))
    .map((file) => (/\.[a-z]+$/.test(file) ? file : `${file}/**/*.{ts,tsx,mts}`));
}

const PRIVATE_SEAMS = privateSeamFiles();
const PRIVATE_MESSAGE =
  "Docusaurus's internals: use a public seam, or name this file in decisions/private-seams.md.";
const PRIVATE_IMPORTS = [
  {
    group: [
      '@generated/*',
      '@docusaurus/*/lib',
      '@docusaurus/*/lib/**',
      '@docusaurus/theme-common/internal',
    ],
    message: PRIVATE_MESSAGE,
  },
];
const PRIVATE_SYNTAX = [
  {selector: "Identifier[name='__webpack_require__']", message: PRIVATE_MESSAGE},
  // A module replaced by path names Docusaurus's files in a regular expression.
  {selector: 'Literal[regex.pattern=/@docusaurus/]', message: PRIVATE_MESSAGE},
];
// src/ is what runs in the browser and the server render; build-time code lives in plugins/ and
// scripts/ (the server renderer in src/ssr runs in Node, so it may use Node's modules).
const BUILD_TIME_IMPORTS = [
  {
    group: ['**/plugins/**', '@site/plugins/**', '**/scripts/**', '@site/scripts/**', 'node:*'],
    message: 'src/ runs in the browser: build-time code lives in plugins/ and scripts/.',
  },
];
// src/lib is the logic that components, build code and tests share: plain functions, no React or
// Docusaurus at run time (their types are fine), so a unit test runs it as it is.
const FRAMEWORK_IMPORTS = [
  {
    group: [
      'react',
      'react/*',
      'react-dom',
      'react-dom/*',
      '@docusaurus/*',
      '@theme/*',
      '@theme-*/*',
    ],
    allowTypeImports: true,
    message: 'src/lib is pure logic: hooks live in src/hooks, components in src/components.',
  },
];
const BROWSER_CODE = ['src/**/*.{ts,tsx}'];
const PURE_CODE = ['src/lib/**'];
const NODE_CODE = ['src/ssr/**'];

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      '.bench/',
      'deploy/out/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {projectService: true, tsconfigRootDir: import.meta.dirname},
      globals: {...globals.browser, ...globals.node},
    },
  },
  {
    files: ['**/*.tsx'],
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
    settings: {react: {version: 'detect'}},
  },
  {
    files: ['**/*.tsx'],
    plugins: {'react-hooks': reactHooks, 'jsx-a11y': jsxA11y},
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', {allowNumber: true}],
    },
  },
  {
    // Every package the code imports is declared in package.json (aliases such as @theme/* or
    // @docusaurus/Link resolve to no package, and are left to the type check).
    plugins: {n: nodePlugin},
    rules: {
      'n/no-extraneous-import': 'error',
      'n/no-extraneous-require': 'error',
    },
  },
  {
    ignores: PRIVATE_SEAMS,
    rules: {
      'no-restricted-imports': ['error', {patterns: PRIVATE_IMPORTS}],
      'no-restricted-syntax': ['error', ...PRIVATE_SYNTAX],
    },
  },
  {
    files: BROWSER_CODE,
    ignores: [...NODE_CODE, ...PRIVATE_SEAMS],
    rules: {
      'no-restricted-imports': ['error', {patterns: [...PRIVATE_IMPORTS, ...BUILD_TIME_IMPORTS]}],
    },
  },
  {
    files: PURE_CODE,
    ignores: PRIVATE_SEAMS,
    rules: {
      'no-restricted-imports': [
        'error',
        {patterns: [...PRIVATE_IMPORTS, ...BUILD_TIME_IMPORTS, ...FRAMEWORK_IMPORTS]},
      ],
    },
  },
  {
    files: PRIVATE_SEAMS.filter((file) => file.startsWith('src/')),
    ignores: NODE_CODE,
    rules: {'no-restricted-imports': ['error', {patterns: BUILD_TIME_IMPORTS}]},
  },
  {
    files: ['**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);

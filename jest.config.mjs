import os from 'node:os';
import vm from 'node:vm';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/tests/setup.ts'],
  testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1', '\\.inline-css$': '<rootDir>/tests/fixtures/inline-css-stub.cjs' },
  // The benchmark's separate Next.js app (its own node_modules and build) is no module of the site.
  modulePathIgnorePatterns: ['<rootDir>/bench/floor-app/'],
  // Jest's default (cores - 1) runs one worker on a two-core CI machine; the store and CLI suites spend
  // most of their time waiting on PGlite threads and child processes, so two workers finish sooner.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
};

// sanitize-html's parser and the unified (remark/rehype) pipeline ship only as ES modules; jest must compile them.
const esmOnly = [
  '@ungap/structured-clone', 'bail', 'ccount', 'character-entities[a-z0-9-]*', 'comma-separated-tokens',
  'decode-named-character-reference', 'devlop', 'dom-serializer', 'domelementtype', 'domhandler', 'domutils',
  'entities', 'escape-string-regexp', 'hast-util-[a-z0-9-]+', 'hastscript', 'html-void-elements', 'htmlparser2',
  'is-plain-obj', 'longest-streak', 'markdown-table', 'mdast-util-[a-z0-9-]+', 'micromark[a-z0-9-]*', 'nanoid',
  'parse5', 'property-information', 'rehype-[a-z0-9-]+', 'remark-[a-z0-9-]+', 'space-separated-tokens',
  'stringify-entities', 'trim-lines', 'trough', 'unified', 'unist-util-[a-z0-9-]+', 'vfile[a-z0-9-]*',
  'web-namespaces', 'zwitch', 'feed',
];

// On Node 24.9 and later, with --experimental-vm-modules (which `npm run test:unit` sets for PGlite), Jest
// loads a package of "type": "module" as an ES module even where it is required (require(esm)), so those
// packages must reach it untransformed: next/jest would hand it CommonJS ("exports is not defined"). The
// same holds for the project's own `.mjs` files (shared with the build scripts). Older Node versions cannot
// require an ES module, and Jest compiles all of them to CommonJS instead.
const requireEsm = typeof vm.SourceTextModule?.prototype?.hasAsyncGraph === 'function';

// next/jest adds its own '/node_modules/' ignore, so the list is replaced after it resolves.
export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  const nodeModules = requireEsm ? '/node_modules/' : `/node_modules/(?!(${esmOnly.join('|')})/)`;
  const ownModules = requireEsm ? ['\\.mjs$'] : [];
  return {
    ...resolved,
    transformIgnorePatterns: [nodeModules, ...ownModules, '^.+\\.module\\.(css|sass|scss)$'],
  };
}

import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', 'bench/floor-app/.next/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'public/**', '.data/**'],
  },
  // CommonJS on purpose: Turbopack runs its loaders as webpack does, with require().
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  // One link for the site's pages: it prefetches on the visitor's intent, not on view (components/ui/link.tsx).
  {
    files: ['app/**', 'components/**', 'lib/**'],
    ignores: ['components/ui/link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', importNames: ['default'], message: "Use '@/components/ui/link', which prefetches on intent." }] },
      ],
    },
  },
];

export default config;

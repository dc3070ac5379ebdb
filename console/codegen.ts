// Types and the persisted-document manifest for every operation the console sends, from the
// committed API schema (what any customer's frontend codegens against). `npm run codegen -w console`.
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  overwrite: true,
  silent: true,
  schema: '../schema/api.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**'],
  generates: {
    'src/gql/': {
      preset: 'client',
      presetConfig: {
        // Apollo's APQ protocol: each document carries the sha256 of its printed text, and
        // src/gql/persisted-documents.json (hash → text) is what a registry can publish.
        persistedDocuments: { mode: 'embedHashInDocument', hashAlgorithm: 'sha256' },
        fragmentMasking: false,
      },
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { DateTime: 'string', Long: 'string', JSON: 'unknown' },
      },
    },
  },
};
export default config;

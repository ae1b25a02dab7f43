/**
 * `npm run lint` runs this: no import circle anywhere in the code. A circle makes load
 * order matter and hides a layering mistake. dependency-cruiser rather than eslint-plugin-import-x,
 * whose native resolver's lockfile entries `npm ci` cannot satisfy here (decision 0022).
 * The folder boundaries themselves stay in eslint.config.js (decision 0008).
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: break it by moving what both sides need into a third module.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-test-code-in-the-product',
      severity: 'error',
      comment:
        'Test support lives under tests/ and only tests import it: the product never carries a back door (tests/server/e2e-server.ts adds the test routes).',
      from: { path: '^(server|src|contract|machines)/', pathNot: '\\.(test|spec|test-helper)\\.tsx?$' },
      to: { path: '^tests/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|\\.tmp|test-results)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};

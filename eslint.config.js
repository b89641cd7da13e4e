// One lint gate for every workspace: typescript-eslint with type information (each file checked against the
// tsconfig that builds it), react-hooks for the console. `npm run lint` runs it with zero warnings allowed.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'web/vite.config.ts', '**/*.js', '**/*.mjs', '**/*.cjs', '.ci/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Unused names are an error, except the ones a signature needs and marks with a leading underscore.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // NestJS controllers and modules are classes of decorators by design.
      '@typescript-eslint/no-extraneous-class': 'off',
      // Ports are async; an adapter that answers without waiting stays `async` so that its throw is a rejection,
      // as every other adapter's is.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Tests read untyped JSON answers on purpose (that is what they check); the unsafe-any family would only make
    // them cast every answer. Product code keeps the full rule set.
    files: ['**/*.spec.ts', '**/*.spec.tsx', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // The projection core and every context's projections import `Projection` and the shared helpers from
    // `projections/src/core/`, never from the runner: the runner imports them, not the other way (issue 32 §5).
    files: ['projections/src/{core,accounting,catalogue,customers,history,notifications,operations,sales}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/runner', '**/runner/*'],
              message: 'A projection imports Projection and its helpers from projections/src/core/, not the runner.',
            },
          ],
        },
      ],
    },
  },
  {
    // A saga's `yield` answers with whatever its effect resolved to: TypeScript gives every yield one type (any), so
    // the sagas name the type where they take the answer, and the assignment from any is what that looks like.
    files: ['web/src/**/saga.ts', 'web/src/**/*Saga.ts'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
);

// One lint gate for every workspace: typescript-eslint with type information (each file checked against the
// tsconfig that builds it), react-hooks for the console. `npm run lint` runs it with zero warnings allowed.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The bounded contexts (docs/architecture.md): a folder of each in services/src and projections/src.
const CONTEXTS = [
  'identity',
  'customers',
  'sales',
  'operations',
  'accounting',
  'catalogue',
  'history',
  'notifications',
];
const others = (own) => CONTEXTS.filter((c) => c !== own).join('|');
const RUNNER = {
  group: ['**/runner', '**/runner/*'],
  message: 'A projection imports Projection and its helpers from projections/src/core/, not the runner.',
};

/** A text that reads as words and is not a catalogue key (`area.name`). */
const WORDS = String.raw`/^(?![a-z][A-Za-z0-9]*(\.[A-Za-z0-9_-]+)+$).*[A-Za-z]{2,}/`;
const LABEL_PROPS = '/^(label|title|headerName|helperText|placeholder|aria-label|alt|submitLabel|text)$/';
const LITERAL_LABELS = [
  'JSXText[value=/[A-Za-z]{2,}/]',
  `JSXAttribute[name.name=${LABEL_PROPS}] > Literal[value=${WORDS}]`,
  `JSXAttribute[name.name=${LABEL_PROPS}] > JSXExpressionContainer > Literal[value=${WORDS}]`,
  `JSXAttribute[name.name=${LABEL_PROPS}] > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]{2,}/]`,
  `Property[key.name=/^(label|title|singular|headerName|helperText|placeholder|submitLabel|text|emptyText)$/] > Literal[value=${WORDS}]`,
  'CallExpression[callee.object.name=/^(column|filter|formField)$/] > Literal[value=/^[A-Z][a-z]/]',
].map((selector) => ({ selector, message: 'A word on screen is a catalogue key (web/src/app/i18n), not a literal.' }));

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
    // Every word on screen is a message of the catalogue (issue 32 §3): no English in JSX text, in the props that
    // label, nor in the labels of the screen configurations; they hold catalogue keys, said while the screen draws.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.spec.{ts,tsx}', 'web/src/app/i18n/**'],
    rules: {
      'no-restricted-syntax': ['error', ...LITERAL_LABELS],
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
  // Context boundaries (issue 32 §1): a context of services imports another only through that context's public
  // surface, `index.ts` (its module and commands) and `<context>.facts.ts` (readers of its streams).
  ...CONTEXTS.map((own) => ({
    files: [`services/src/${own}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(${others(own)})/(?!(index|\\2\\.facts)\\.js$)`,
              message: `Another context is imported through its index.ts or <context>.facts.ts only (docs/architecture.md).`,
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['services/src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(${CONTEXTS.join('|')})/`,
              message: 'The core imports no context (contexts import the core).',
            },
          ],
        },
      ],
    },
  },
  // One way to run a command (issue 32 §4): outside services/src/core no code writes to the event store itself;
  // every append goes through AggregateRepository (`run`, `decide` + `runAll`, `start`), which owns the metadata,
  // the retry policy and the compensations. Matched by name (`store.append(`, `….store.startStreams(`), the only way
  // the services reach the store. Left out: the relay's bench fixtures (raw events are what they measure).
  {
    files: ['services/src/**/*.ts'],
    ignores: ['services/src/core/**', '**/*.spec.ts', 'services/src/relay/relay-fixtures.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...["callee.object.name='store'", "callee.object.property.name='store'"].map((owner) => ({
          selector: `CallExpression[callee.property.name=/^(append|startStreams)$/][${owner}]`,
          message:
            'Commands append through AggregateRepository (run / decide + runAll / start), never the store itself.',
        })),
      ],
    },
  },
  // A context's projections import their own context and the projection core, never another context nor the
  // runner (the runner imports them); the projection core imports no context.
  ...CONTEXTS.map((own) => ({
    files: [`projections/src/${own}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            RUNNER,
            {
              regex: `^(\\.\\./)+(${others(own)})/`,
              message: "A context's projection imports its own context and projections/src/core/ only.",
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['projections/src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            RUNNER,
            { regex: `^\\.\\./(${CONTEXTS.join('|')})/`, message: 'The projection core imports no context.' },
          ],
        },
      ],
    },
  },
  // The console's resource folders: one imports another only through that folder's index.ts; what several use
  // lives in web/src/shared/ (or the framework), which import no resource folder.
  ...[1, 2, 3].map((depth) => ({
    files: [`web/src/resources/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./){${depth}}[^./][^/]*/(?!index$)`,
              message:
                'Another resource folder is imported through its index.ts only; shared pieces go in web/src/shared/.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['web/src/shared/**/*.{ts,tsx}', 'web/src/framework/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+resources/',
              message: 'The framework and web/src/shared/ import no resource folder (resources import them).',
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

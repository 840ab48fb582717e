import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';

const dir = fileURLToPath(new URL('.', import.meta.url));

/** The browser bundle Rollup makes of `entry` (a module of this folder's code), unminified. */
async function bundle(entry: string): Promise<string> {
  const output = (await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [{ name: 'entry', resolveId: (id) => (id === 'entry' ? `${dir}entry.ts` : null), load: (id) => (id === `${dir}entry.ts` ? entry : null) }],
    build: { write: false, minify: false, rollupOptions: { input: 'entry' } },
  })) as Rollup.RollupOutput;
  return output.output.map((part) => (part.type === 'chunk' ? part.code : '')).join('\n');
}

// A page that shows a form's texts must not carry the form's schemas (and valibot with them):
// the schema factories are marked free of side effects, so a schema nobody uses is dropped.
describe('tree shaking: texts without schemas', () => {
  it.each([
    ['newsletter', "import { NEWSLETTER_SUCCESS_TEXT } from './newsletter.ts'; console.log(NEWSLETTER_SUCCESS_TEXT);"],
    ['email', "import { EMAIL_REQUIRED_MESSAGE } from './email.ts'; console.log(EMAIL_REQUIRED_MESSAGE);"],
    ['password', "import { PASSWORD_MIN_LENGTH } from './password.ts'; console.log(PASSWORD_MIN_LENGTH);"],
  ])('%s', async (_name, entry) => {
    const code = await bundle(entry);
    expect(code).toContain('console.log');
    expect(code).not.toContain('"schema"');
  });

  it('keeps a schema that is used', async () => {
    const code = await bundle("import { newsletterSchema } from './newsletter.ts'; console.log(newsletterSchema);");
    expect(code).toContain('"schema"');
  });
});

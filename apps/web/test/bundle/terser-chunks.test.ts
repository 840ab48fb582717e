import { describe, expect, it } from 'vitest';
import { LICENCES_FILE, terserChunks } from '../../terser-chunks';

const REACT_NOTICE = '/**\n * @license React\n * react.production.min.js\n *\n * Copyright (c) Facebook, Inc. and its affiliates.\n */';
const REMIX_NOTICE = '/**\n * @remix-run/react v2.17.5\n *\n * Copyright (c) Remix Software Inc.\n *\n * @license MIT\n */';

type Handler = (code: string) => Promise<{ code: string } | null>;

/** Runs the plugin's two build hooks as Rollup would: each chunk, then the bundle's end. */
async function build(chunks: readonly string[]) {
  const plugin = terserChunks(10_000);
  const handler = (plugin.renderChunk as { handler: Handler }).handler;
  const outputs = [];
  for (const chunk of chunks) outputs.push(await handler(chunk));
  const emitted: { fileName: string; source: string }[] = [];
  (plugin.generateBundle as (this: unknown) => void).call({ emitFile: (file: { fileName: string; source: string }) => emitted.push(file) });
  return { outputs, emitted };
}

describe('terser over the browser chunks', () => {
  it('moves licence notices to one file, each once, and points to it from the chunks that had them', async () => {
    const framework = `${REACT_NOTICE}\nexport function a(x){return x+1}\n${REMIX_NOTICE}\nexport function b(y){return y*2}\n${REMIX_NOTICE}\nexport const c=3;`;
    const own = '/* a note for developers */\nexport function d(z){return a(z)}';
    const { outputs, emitted } = await build([framework, own]);
    const [frameworkOut, ownOut] = outputs;
    expect(frameworkOut?.code.startsWith(`/*! Licences: /${LICENCES_FILE} */\n`)).toBe(true);
    expect(frameworkOut?.code).not.toContain('Copyright');
    expect(frameworkOut?.code).toContain('export');
    // A chunk without notices gets no pointer, and its other comments go as before.
    expect(ownOut?.code).not.toContain('/*');
    expect(emitted).toHaveLength(1);
    expect(emitted[0]?.fileName).toBe(LICENCES_FILE);
    const text = emitted[0]?.source ?? '';
    expect(text.match(/Remix Software Inc\./g)).toHaveLength(1);
    expect(text).toContain('@license React\nreact.production.min.js\n\nCopyright (c) Facebook, Inc. and its affiliates.');
  });

  it('emits no licence file when no chunk had a notice', async () => {
    const { emitted } = await build(['export const e = 1;']);
    expect(emitted).toEqual([]);
  });
});

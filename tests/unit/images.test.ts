/** @jest-environment node */
import { expectScriptCheckPasses } from './script-check';

describe('the illustrations in public/images/', () => {
  it('are exactly what `npm run images` (scripts/generate-images.mjs) draws, and nothing else', () => {
    expectScriptCheckPasses('generate-images.mjs');
  });
});

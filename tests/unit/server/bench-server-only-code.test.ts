import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { serverOnlyCode } from '../../../bench/serverOnlyCode.js';

/** A build of one chunk holding these modules and this JavaScript, as `npm run build` writes it. */
function fakeBuild(modules: string[], js: string): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'server-only-'));
  mkdirSync(path.join(dist, '.vite'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets/index-abc.js'), js);
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/index-abc.js', isEntry: true } }));
  writeFileSync(path.join(dist, '.vite/source-chunks.json'), JSON.stringify(Object.fromEntries(modules.map((module) => [module, 'assets/index-abc.js']))));
  builds.push(dist);
  return dist;
}
const builds: string[] = [];
afterEach(() => {
  for (const dist of builds.splice(0)) rmSync(dist, { recursive: true, force: true });
});

describe('the bundle check for server-only code (npm run check:bundle)', () => {
  it('passes a build of the admin alone', async () => {
    const dist = fakeBuild(['src/resources/announcements/resource.ts', 'src/AdminRoot.tsx'], 'const title = "Announcements";');
    expect(await serverOnlyCode(dist)).toEqual([]);
  });

  it("finds a demo record's text, as the resource's demo.ts writes it", async () => {
    const dist = fakeBuild(['src/AdminRoot.tsx'], 'const rows = [{ message: "Book early: tutors fill up fast in the weeks before exams." }, "Ten percent off every first lesson booked in July."];');
    expect(await serverOnlyCode(dist)).toEqual([
      'assets/index-abc.js holds a demo record of announcements ("Book early: tutors fill up fast in the weeks before exams.")',
      'assets/index-abc.js holds a demo record of announcements ("Ten percent off every first lesson booked in July.")',
    ]);
  });

  it('finds a module only the server may load', async () => {
    const dist = fakeBuild(['src/resources/announcements/demo.ts', 'src/resources/tutors/server.ts', 'server/config.ts', 'src/resources/tutors/resource.ts'], '');
    expect(await serverOnlyCode(dist)).toEqual([
      'src/resources/announcements/demo.ts is bundled into assets/index-abc.js',
      'src/resources/tutors/server.ts is bundled into assets/index-abc.js',
      'server/config.ts is bundled into assets/index-abc.js',
    ]);
  });
});

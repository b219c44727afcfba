import { expect, it } from 'vitest';
import { discoverDeclarations } from '../../../server/declared/discover.js';
import { declarations } from '../../../src/resources/declared.js';

it('the server and the admin find the same declared resources', async () => {
  const names = (found: readonly { name: string }[]) => found.map((declaration) => declaration.name).sort();
  expect(names(declarations)).toEqual(names(await discoverDeclarations()));
  expect(declarations.length).toBeGreaterThan(0);
});

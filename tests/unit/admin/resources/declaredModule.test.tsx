import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { declarations } from '../../../../src/resources/declared';
import type { ResourceDeclaration } from '../../../../contract/declaration';
import { moduleOf } from '../../../../src/resources/kit/module';
import { declaredRoutePatterns } from '../../../../src/resources/kit/routePatterns';
import { routePatterns } from '../../../../src/resources/paths';
import { registeredPatterns } from '../../../../src/resources/useResourcePaths';

const announcements = declarations.find((declaration) => declaration.name === 'announcements')!;
const languages = declarations.find((declaration) => declaration.name === 'languages')!;

describe('a declared resource in the admin (moduleOf)', () => {
  it('gets the generic list, detail, add and edit screens, its menu order and its label field', () => {
    const module = moduleOf(announcements);
    expect(module).toMatchObject({ name: 'announcements', menuOrder: announcements.menuOrder, recordRepresentation: announcements.labelField });
    for (const screen of ['list', 'show', 'create', 'edit'] as const) expect(module[screen], screen).toBeDefined();
  });

  it('uses a screen of its own folder where the declaration names one, loaded on first use', async () => {
    const load = vi.fn(async () => ({ default: () => <p>The announcement, as its own screen shows it</p> }));
    const declaration: ResourceDeclaration = { ...announcements, screens: { show: load } };
    const Show = moduleOf(declaration).show!;
    expect(load).not.toHaveBeenCalled();
    render(<Show />);
    expect(await screen.findByText('The announcement, as its own screen shows it')).toBeInTheDocument();
    expect(moduleOf(declaration).edit).toBe(moduleOf(announcements).edit);
  });

  it('routes no add screen for a resource nobody adds to (email templates)', () => {
    const templates = declarations.find((declaration) => declaration.name === 'email-templates')!;
    const module = moduleOf(templates);
    expect([module.list, module.edit].every(Boolean)).toBe(true);
    expect([module.show, module.create]).toEqual([undefined, undefined]);
  });

  it('has only its list when the list is inline (add and rename happen on it)', () => {
    const module = moduleOf(languages);
    expect(module.list).toBeDefined();
    expect([module.show, module.create, module.edit]).toEqual([undefined, undefined, undefined]);
  });

  it("links to each resource's screens at the URLs the registry routes them at (from the declarations alone)", () => {
    for (const declaration of declarations) {
      expect(registeredPatterns()[declaration.name], declaration.name).toEqual(routePatterns(moduleOf(declaration)));
    }
    const variants: ResourceDeclaration[] = [
      { ...announcements, screens: { show: null } },
      { ...announcements, routes: { detail: 'view/:id' } },
      { ...languages, list: { ...languages.list, inline: true } },
      { ...announcements, singleton: true },
    ];
    for (const declaration of variants) expect(declaredRoutePatterns(declaration)).toEqual(routePatterns(moduleOf(declaration)));
  });
});

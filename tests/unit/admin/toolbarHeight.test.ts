import { beforeEach, describe, expect, it } from 'vitest';
import { rememberedToolbarHeight, rememberToolbarHeight } from '../../../src/firstScreen/toolbarHeight';

describe('the remembered height of a list toolbar', () => {
  beforeEach(() => localStorage.clear());

  it('is given back at about the width it was drawn at, in its language and list only', () => {
    rememberToolbarHeight('tutors', 'de', { width: 1008.4, height: 116.2 });
    expect(rememberedToolbarHeight('tutors', 'de', 1008)).toBe(116);
    expect(rememberedToolbarHeight('tutors', 'de', 1023)).toBe(116);
    expect(rememberedToolbarHeight('tutors', 'de', 1100)).toBeUndefined();
    expect(rememberedToolbarHeight('tutors', 'en', 1008)).toBeUndefined();
    expect(rememberedToolbarHeight('users', 'de', 1008)).toBeUndefined();
  });

  it('is the last one drawn', () => {
    rememberToolbarHeight('tutors', 'de', { width: 1008, height: 116 });
    rememberToolbarHeight('tutors', 'de', { width: 736, height: 112 });
    expect(rememberedToolbarHeight('tutors', 'de', 736)).toBe(112);
    expect(rememberedToolbarHeight('tutors', 'de', 1008)).toBeUndefined();
  });

  it('is nothing when what is stored cannot be read', () => {
    localStorage.setItem('tutorAdmin.toolbarHeight.tutors.de', '{not json');
    expect(rememberedToolbarHeight('tutors', 'de', 1008)).toBeUndefined();
    localStorage.setItem('tutorAdmin.toolbarHeight.tutors.de', '{"width":"1008","height":116}');
    expect(rememberedToolbarHeight('tutors', 'de', 1008)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import type { FieldDeclaration } from '../../../../contract/declaration';
import { validatorsOf } from '../../../../src/resources/kit/validation';

/** The first message the field's validators give a value (react-admin's own keys and the kit's). */
const messageOf = (field: FieldDeclaration, value: unknown) => {
  for (const validate of validatorsOf('notes', field, () => '')) {
    const error = validate(value, {}, {});
    if (error) return typeof error === 'string' ? error : (error as { message: string }).message;
  }
  return undefined;
};

describe("the form's checks of a declared field", () => {
  it('an email field takes an email address only', () => {
    const field: FieldDeclaration = { kind: 'text', max: 254, email: true, required: true };
    expect(messageOf(field, 'desk@example.test')).toBeUndefined();
    expect(messageOf(field, 'not-an-email')).toBe('ra.validation.email');
  });

  it('a decimal takes at most its scale of digits after the point', () => {
    const field: FieldDeclaration = { kind: 'decimal', scale: 2, min: 0, max: 100 };
    expect(messageOf(field, 12.34)).toBeUndefined();
    expect(messageOf(field, 12.345)).toBe('app.content.declared.decimals');
    expect(messageOf(field, 150)).toBe('ra.validation.maxValue');
  });

  it('each link of a group is a full https:// address or empty', () => {
    const field: FieldDeclaration = { kind: 'links', keys: ['website'] };
    for (const fine of ['', '  ', 'https://example.test/us']) expect(messageOf(field, fine), fine).toBeUndefined();
    for (const bad of ['http://example.test', 'javascript:alert(1)', 'https://localhost']) expect(messageOf(field, bad), bad).toBe('app.content.declared.httpsLink');
  });
});

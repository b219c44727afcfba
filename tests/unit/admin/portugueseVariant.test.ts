import { describe, expect, it } from 'vitest';
import { translatedCatalogue } from '../../../src/i18n/translations';

/** Every text of a catalogue, flattened. */
const textsOf = (tree: unknown): string[] =>
  typeof tree === 'string' ? [tree] : tree && typeof tree === 'object' ? Object.values(tree).flatMap(textsOf) : [];

/**
 * Words that only European Portuguese uses (the Brazilian ones: senha, arquivo, usuário, registro,
 * tela, salvar, salvo, configurações, contato, celular, digite, cupom, porcentagem, equipe, seção, solte,
 * foto, padrão). Whole
 * words by letters, not `\b`, which ends a word at "ã" or "ç".
 */
const european =
  /(?<!\p{L})(palavra-passe|ficheiros?|utilizador(es)?|registos?|registad[oa]s?|ecrãs?|guardar|definições|contactos?|telemóve(l|is)|introduza|cupão|cupões|percentage(m|ns)|equipas?|secç(ão|ões)|guardad[oa]s?|largue|fotografias?|predefinid[oa]s?)(?!\p{L})/iu;
/** European Portuguese says what is going on with "a" and the infinitive ("A carregar"); Brazilian uses the gerund ("Carregando"). */
const europeanProgressive = /(^|[.:!?]\s+)A [a-zà-ú]+(ar|er|ir)(?=[\s.,…]|$)/;

describe('Portuguese is Brazilian Portuguese throughout', () => {
  it('tells a European-only word from a Brazilian one, accents included', () => {
    expect(['Ecrã inicial', 'Cupão', 'Percentagem', 'A secção', 'Ficheiro'].every((text) => european.test(text))).toBe(true);
    expect(['Tela inicial', 'Cupom', 'Porcentagem', 'A seção', 'Arquivo', 'Contatos'].some((text) => european.test(text))).toBe(false);
  });

  it('uses no European-only words', () => {
    expect(textsOf(translatedCatalogue('pt')).filter((text) => european.test(text))).toEqual([]);
  });

  it('writes "e-mail" one way, with the hyphen', () => {
    const withoutPlaceholders = (text: string) => text.replace(/%\{[^}]*\}|\{\{[^}]*\}\}/g, '');
    const unhyphenated = /(?<![\p{L}-])email(?!\p{L})/iu;
    expect(textsOf(translatedCatalogue('pt')).filter((text) => unhyphenated.test(withoutPlaceholders(text)))).toEqual([]);
  });

  it('says what is going on with the gerund, not "a" and the infinitive', () => {
    expect(textsOf(translatedCatalogue('pt')).filter((text) => europeanProgressive.test(text))).toEqual([]);
  });

  it('says "no results" without putting a plural name after "Nenhum"', () => {
    const catalogue = translatedCatalogue('pt') as { ra: { navigation: { no_results: string } } };
    expect(catalogue.ra.navigation.no_results.replace('%{name}', 'Usuários')).not.toMatch(/Nenhum Usuários/);
  });
});

import { describe, expect, it } from 'vitest';
import { translatedCatalogue } from '../../../src/i18n/translations';

/** Every text of a catalogue, flattened. */
const textsOf = (tree: unknown): string[] =>
  typeof tree === 'string' ? [tree] : tree && typeof tree === 'object' ? Object.values(tree).flatMap(textsOf) : [];

/** Words that only European Portuguese uses, with the Brazilian word the admin uses instead. */
const european = /\b(palavra-passe|ficheiros?|utilizador(es)?|registos?|registad[oa]s?|ecrã|guardar|definições|contacto|telemóvel|introduza)\b/i;
/** European Portuguese says what is going on with "a" and the infinitive ("A carregar"); Brazilian uses the gerund ("Carregando"). */
const europeanProgressive = /(^|[.:!?]\s+)A [a-zà-ú]+(ar|er|ir)(?=[\s.,…]|$)/;

describe('Portuguese is Brazilian Portuguese throughout', () => {
  it('uses no European-only words', () => {
    expect(textsOf(translatedCatalogue('pt')).filter((text) => european.test(text))).toEqual([]);
  });

  it('says what is going on with the gerund, not "a" and the infinitive', () => {
    expect(textsOf(translatedCatalogue('pt')).filter((text) => europeanProgressive.test(text))).toEqual([]);
  });

  it('says "no results" without putting a plural name after "Nenhum"', () => {
    const catalogue = translatedCatalogue('pt') as { ra: { navigation: { no_results: string } } };
    expect(catalogue.ra.navigation.no_results.replace('%{name}', 'Usuários')).not.toMatch(/Nenhum Usuários/);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { interfaceTexts, sampleCalls, walk, wordsOf } from '../../test/dictionary-samples.ts';
import { dictionaries } from '../all-dictionaries.ts';
import { dictionaryLoaders } from '../load-dictionary.ts';
import { pageDictionary } from '../page-dictionary.ts';
import { UI_LANGUAGES, uiLanguage } from '../ui-languages.ts';

/** The languages that write their apostrophes and quotes typographically (English keeps "I'll"). */
const TYPOGRAPHIC = UI_LANGUAGES.filter((language) => language !== 'en');

/** Functions that take a count: their samples start with 1, then 2. */
const COUNTS = ['projects.moreSkills', 'projects.stars', 'toasts.cooldown', 'sendErrors.timeout', 'search.found'];
/** Of those, the ones whose count is followed by a noun in every language ("1 second", "2 seconds"). */
const COUNTED_NOUNS = ['projects.stars', 'toasts.cooldown', 'sendErrors.timeout', 'search.found'];

const maskNumbers = (text: string) => text.replace(/\d+/g, '#');

describe.each(UI_LANGUAGES)('the %s interface', (language) => {
  const words = wordsOf(language);
  const { strings, functions } = walk(words);
  const calls = sampleCalls(words);
  const texts = interfaceTexts(language);

  it('has every string non-empty and trimmed', () => {
    for (const [key, text] of strings) expect(text.trim(), key).not.toBe('');
    // The no-JavaScript sentence is cut around the owner's address: its halves keep their spaces.
    for (const [key, text] of strings.filter(([key]) => !key.startsWith('contactSection.noScript.'))) expect(text, key).toBe(text.trim());
  });

  it('has each function return non-empty, trimmed text for sample arguments', () => {
    expect(Object.keys(calls).sort()).toEqual([...functions].sort());
    for (const [key, results] of Object.entries(calls)) {
      for (const text of results) {
        expect(text.trim(), key).not.toBe('');
        expect(text, key).toBe(text.trim());
      }
    }
  });

  it('gives a count of 1 and a count of 2 different texts, and the noun after it its plural', () => {
    for (const key of COUNTS) {
      const [one, two] = calls[key] ?? [];
      expect(one, key).not.toBe(two);
    }
    for (const key of COUNTED_NOUNS) {
      const [one, two] = (calls[key] ?? []).map(maskNumbers);
      expect(one, key).not.toBe(two);
    }
  });

  it('has no straight double quote in what a visitor reads', () => {
    for (const text of texts) expect(text).not.toContain('"');
  });
});

describe.each(TYPOGRAPHIC)('the %s interface, written typographically', (language) => {
  const texts = interfaceTexts(language);

  it('writes its apostrophes ’, never a straight one', () => {
    for (const text of texts) expect(text).not.toContain("'");
  });
});

describe('the German interface', () => {
  const texts = interfaceTexts('de');
  const de = wordsOf('de');

  it('quotes „so“ when it quotes, and puts no space before : ! ?', () => {
    for (const text of texts) {
      expect(text).not.toMatch(/[«»”‘]/);
      expect(text.split('„').length, text).toBe(text.split('“').length);
      expect(text).not.toMatch(/\s[:!?]/);
    }
  });

  it('addresses the visitor as Sie, never du', () => {
    for (const text of texts) expect(text).not.toMatch(/(?<!\p{L})(du|dich|dir|dein\p{L}*)(?!\p{L})/iu);
  });

  it('agrees its words with the count', () => {
    expect(de.toasts.cooldown(1)).toBe('Bitte warten Sie 1 Sekunde, bevor Sie eine weitere Nachricht senden.');
    expect(de.sendErrors.timeout(15)).toBe('Der E-Mail-Dienst hat nicht innerhalb von 15 Sekunden geantwortet. Bitte versuchen Sie es erneut.');
    expect(de.sendErrors.notSetUp(['templateId'])).toBe('Das Kontaktformular ist noch nicht eingerichtet: Für EmailJS fehlt die Template-ID.');
    expect(de.sendErrors.notSetUp(['publicKey', 'serviceId'])).toBe(
      'Das Kontaktformular ist noch nicht eingerichtet: Für EmailJS fehlen der öffentliche Schlüssel (User ID) und die Service-ID.',
    );
  });

  it('sets its ellipsis apart with a no-break space', () => {
    expect(de.contact.sending).toBe('Wird gesendet\u00a0…');
  });
});

describe('the Spanish interface', () => {
  const texts = interfaceTexts('es');
  const es = wordsOf('es');

  it('opens each question with ¿ and each exclamation with ¡', () => {
    for (const text of texts) {
      expect(text.split('¿').length, text).toBe(text.split('?').length);
      expect(text.split('¡').length, text).toBe(text.split('!').length);
    }
    expect(es.toasts.sentTitle).toBe('¡Mensaje enviado!');
  });

  it('quotes «así» or “así” when it quotes, and puts no space before : ! ?', () => {
    for (const text of texts) {
      expect(text).not.toMatch(/[„‘]/);
      expect(text.split('«').length, text).toBe(text.split('»').length);
      expect(text.split('“').length, text).toBe(text.split('”').length);
      expect(text).not.toMatch(/\s[:!?]/);
    }
  });

  it('addresses the visitor as usted, never tú', () => {
    for (const text of texts) expect(text).not.toMatch(/(?<!\p{L})(tú|tu|tus|te|ti|contigo|vosotros|os)(?!\p{L})/iu);
  });

  it('agrees its words with the count', () => {
    expect(es.toasts.cooldown(1)).toBe('Espere 1 segundo antes de enviar otro mensaje.');
    expect(es.sendErrors.timeout(15)).toBe('El servicio de correo no respondió en 15 segundos. Vuelva a intentarlo.');
    expect(es.sendErrors.notSetUp(['templateId'])).toBe('El formulario de contacto aún no está configurado: falta el ID de plantilla de EmailJS.');
    expect(es.sendErrors.notSetUp(['publicKey', 'serviceId'])).toBe(
      'El formulario de contacto aún no está configurado: faltan la clave pública (user ID) y el ID de servicio de EmailJS.',
    );
  });

  it('lowers a type’s first letter in a sentence, not its acronym', () => {
    expect(es.projectsSection.cardAlt('GymFlow', es.projects.types['AI Automation'], 'Sam Rivera')).toBe(
      'GymFlow: automatización con IA de Sam Rivera',
    );
  });
});

describe('the French interface', () => {
  it('lowers a type’s first letter in a sentence, not its acronym', () => {
    const fr = wordsOf('fr');
    expect(fr.projectsSection.cardAlt('GymFlow', fr.projects.types['AI Automation'], 'Sam Rivera')).toBe(
      'GymFlow\u00a0: automatisation IA par Sam Rivera',
    );
  });
});

describe('the dictionary registries', () => {
  it('have every interface language, each page’s chunk the same words as the prerender’s', async () => {
    for (const language of UI_LANGUAGES) {
      expect(await dictionaryLoaders[language]()).toBe(dictionaries[language]);
      expect(pageDictionary(language)).toBeDefined();
    }
  });

  it('let the site schema publish these languages and any other (whose words come from its ui.yaml)', () => {
    const schemaFile = path.join(import.meta.dirname, '..', '..', '..', 'schemas', 'site.schema.json');
    const schema = JSON.parse(fs.readFileSync(schemaFile, 'utf8')) as { properties: { languages: { items: { pattern: string } } } };
    const pattern = new RegExp(schema.properties.languages.items.pattern);
    expect([...UI_LANGUAGES, 'nl', 'pl'].every((language) => pattern.test(language))).toBe(true);
  });

  it('read a regional tag as its language', () => {
    expect(['de-AT', 'es-MX', 'fr-CA', 'en-GB', 'pt-BR'].map(uiLanguage)).toEqual(['de', 'es', 'fr', 'en', 'en']);
  });
});

import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/dictionaries/en.ts';
import { fr } from '../../i18n/dictionaries/fr.ts';
import { cleanContact, validateContact as validateIn } from './contact-validation.ts';

const validateContact = (values: Parameters<typeof validateIn>[0]) => validateIn(values, { messages: en.validation, locale: 'en' });

const valid = { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'Hi there' };

describe('validateContact', () => {
  it('accepts valid values', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('gives the spec’s exact message for each empty field', () => {
    expect(validateContact({ name: '', email: '', subject: '', message: '' })).toEqual({
      name: 'Name is required.',
      email: 'Valid email is required.',
      subject: 'Subject is required.',
      message: 'Message is required.',
    });
  });

  it('treats whitespace alone as empty', () => {
    expect(validateContact({ name: '   ', email: ' ', subject: '\t', message: '\n\n' })).toEqual({
      name: 'Name is required.',
      email: 'Valid email is required.',
      subject: 'Subject is required.',
      message: 'Message is required.',
    });
  });

  it('rejects a malformed email', () => {
    for (const email of ['ada', 'ada@', '@example.com', 'ada example.com']) {
      expect(validateContact({ ...valid, email })).toEqual({ email: 'Valid email is required.' });
    }
  });

  it('limits the lengths with their own messages', () => {
    expect(validateContact({ ...valid, name: 'n'.repeat(101), subject: 's'.repeat(151), message: 'm'.repeat(5001) })).toEqual({
      name: 'Name must be at most 100 characters.',
      subject: 'Subject must be at most 150 characters.',
      message: 'Message must be at most 5,000 characters.',
    });
    expect(validateContact({ ...valid, name: 'n'.repeat(100), subject: 's'.repeat(150), message: 'm'.repeat(5000) })).toEqual({});
  });

  it('speaks the page’s language, limits written its way', () => {
    expect(validateIn({ name: '', email: 'ada', subject: ' ', message: 'm'.repeat(5001) }, { messages: fr.validation, locale: 'fr' })).toEqual({
      name: 'Le nom est obligatoire.',
      email: 'Une adresse e-mail valide est obligatoire.',
      subject: 'L’objet est obligatoire.',
      message: 'Le message ne doit pas dépasser 5\u202f000 caractères.',
    });
  });

  it('trims the values it sends', () => {
    expect(cleanContact({ name: ' Ada ', email: ' ada@example.com', subject: 'Hi ', message: '  Hello\n' })).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'Hi',
      message: 'Hello',
    });
  });
});

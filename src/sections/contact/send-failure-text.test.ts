import { describe, expect, it } from 'vitest';
import type { Dictionary } from '../../i18n/dictionary.ts';
import { en } from '../../i18n/dictionaries/en.ts';
import { fr } from '../../i18n/dictionaries/fr.ts';
import { EmailSendError, type SendFailure } from '../../lib/emailjs-client.ts';
import { sendFailureText } from './send-failure-text.ts';

const text = (failure: SendFailure, t: Dictionary = en) => sendFailureText(new EmailSendError(failure), t);

describe('sendFailureText', () => {
  it('words every failure for the visitor, with the service’s text where it helps', () => {
    expect(text({ kind: 'http', status: 400, text: 'The template ID is invalid' })).toBe('The message was refused: The template ID is invalid');
    expect(text({ kind: 'http', status: 412, text: 'Gmail_API: Invalid grant' })).toBe(
      'The contact form is not set up correctly: Gmail_API: Invalid grant',
    );
    expect(text({ kind: 'http', status: 429, text: 'Too many requests' })).toBe('Too many messages, please wait a minute and try again.');
    expect(text({ kind: 'http', status: 503, text: 'Service Unavailable' })).toBe(
      'The email service is having trouble (error 503). Please try again later.',
    );
    expect(text({ kind: 'http', status: 404, text: '' })).toBe('The email service answered with error 404');
    expect(text({ kind: 'network' })).toBe('Network error: check your connection and try again.');
    expect(text({ kind: 'timeout', seconds: 1 })).toBe('The email service did not answer within 1 second. Please try again.');
    expect(text({ kind: 'timeout', seconds: 15 })).toBe('The email service did not answer within 15 seconds. Please try again.');
    expect(text({ kind: 'too-large', kilobytes: 51 })).toBe('Your message is too long to send (51 KB; the limit is 50 KB). Please shorten it.');
    expect(text({ kind: 'not-set-up', missing: ['serviceId'] })).toBe('The contact form is not set up yet: the EmailJS service ID is missing.');
    expect(text({ kind: 'not-set-up', missing: ['publicKey', 'serviceId', 'templateId'] })).toBe(
      'The contact form is not set up yet: the EmailJS public key (user ID), service ID, template ID are missing.',
    );
  });

  it('speaks the page’s language', () => {
    expect(text({ kind: 'network' }, fr)).toBe('Erreur réseau\u00a0: vérifiez votre connexion et réessayez.');
    expect(text({ kind: 'timeout', seconds: 15 }, fr)).toBe('Le service d’e-mail n’a pas répondu en 15 secondes. Veuillez réessayer.');
    expect(text({ kind: 'http', status: 400, text: 'Bad' }, fr)).toBe('Le message a été refusé\u00a0: Bad');
  });

  it('falls back to the error’s own message, then to "Please try again later."', () => {
    expect(sendFailureText(new Error('Boom'), en)).toBe('Boom');
    expect(sendFailureText(new Error(''), en)).toBe('Please try again later.');
    expect(sendFailureText('nothing', fr)).toBe('Veuillez réessayer plus tard.');
  });
});

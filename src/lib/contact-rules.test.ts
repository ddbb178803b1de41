import { describe, expect, it } from 'vitest';
import { fallbackMailto, isBot, secondsUntilNextSend, startingValues } from './contact-rules.ts';

describe('isBot', () => {
  it('is true only when the hidden field holds something', () => {
    expect(isBot('')).toBe(false);
    expect(isBot('  ')).toBe(false);
    expect(isBot('https://spam.example')).toBe(true);
  });
});

describe('secondsUntilNextSend', () => {
  it('is 0 before any send and after the cooldown', () => {
    expect(secondsUntilNextSend(undefined, 1_000)).toBe(0);
    expect(secondsUntilNextSend(0, 30_000)).toBe(0);
    expect(secondsUntilNextSend(0, 45_000)).toBe(0);
  });

  it('rounds the wait up to whole seconds', () => {
    expect(secondsUntilNextSend(0, 0)).toBe(30);
    expect(secondsUntilNextSend(0, 29_001)).toBe(1);
    expect(secondsUntilNextSend(10_000, 12_500, 5)).toBe(3);
  });
});

describe('startingValues', () => {
  it('keeps what the visitor typed over a saved draft, and fills the rest from the draft', () => {
    expect(startingValues({ name: 'Typed', message: 'Fresh' }, { name: 'Draft', email: 'd@example.com', message: 'Old' })).toEqual({
      name: 'Typed',
      email: 'd@example.com',
      subject: '',
      message: 'Fresh',
    });
  });

  it('is empty when there is neither typing nor a draft', () => {
    expect(startingValues({}, undefined)).toEqual({ name: '', email: '', subject: '', message: '' });
  });
});

describe('fallbackMailto', () => {
  it('prefills the subject and a body signed with the visitor’s name and address', () => {
    const href = fallbackMailto('sam@example.com', { name: 'Ada', email: 'ada@example.com', subject: 'Hi & bye', message: 'Line 1\nLine 2' });
    const url = new URL(href);
    expect(url.pathname).toBe('sam@example.com');
    expect(url.searchParams.get('subject')).toBe('Hi & bye');
    expect(url.searchParams.get('body')).toBe('Line 1\nLine 2\n\n— Ada <ada@example.com>');
  });
});

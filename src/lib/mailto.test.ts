import { expect, it } from 'vitest';
import { mailtoLink } from './mailto.ts';

it('builds a mailto link with an encoded subject and body', () => {
  expect(mailtoLink('sam@example.com')).toBe('mailto:sam@example.com');
  expect(mailtoLink('sam@example.com', { subject: 'Hello & welcome', body: 'Line 1\nLine 2?' })).toBe(
    'mailto:sam@example.com?subject=Hello%20%26%20welcome&body=Line%201%0ALine%202%3F',
  );
  expect(mailtoLink('sam@example.com', { body: 'Only body' })).toBe('mailto:sam@example.com?body=Only%20body');
});

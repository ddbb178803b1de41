import { expect, it } from 'vitest';
import { messageHtml } from './message-html.ts';

it('escapes markup so a visitor cannot inject HTML into the owner’s mail', () => {
  expect(messageHtml('<img src=x onerror="alert(1)"> & <a href=\'//evil\'>')).toBe(
    '&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &lt;a href=&#39;//evil&#39;&gt;',
  );
});

it('keeps line breaks, whatever the platform wrote', () => {
  expect(messageHtml('Hello,\nline two\r\nline three\rend')).toBe('Hello,<br>\nline two<br>\nline three<br>\nend');
});

it('leaves plain text and accents as they are', () => {
  expect(messageHtml('Bonjour, ça va ?')).toBe('Bonjour, ça va ?');
});

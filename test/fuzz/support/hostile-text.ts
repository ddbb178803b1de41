/**
 * The texts the fuzz suite injects: strings that have broken parsers, renderers, PDF and image
 * writers before, random ones, and very long ones; and the part of them the content check lets
 * through, which reaches every output.
 */
import fc from 'fast-check';
import { CONTROL_CHARACTER } from '../../../scripts/content/character-checks.ts';

/** Text that has broken parsers, renderers, PDF and image writers before. */
const HOSTILE = [
  '<script>alert(1)</script>',
  '</script><script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '</style><style>*{display:none}</style>',
  '<!--',
  ']]>',
  '&nbsp;&#0;&amp',
  '{{constructor.constructor("alert(1)")()}}',
  '${process.exit(1)}',
  '__proto__',
  'constructor',
  'javascript:alert(1)',
  'https://',
  'mailto:',
  '%s%n%x',
  '\\',
  '\u0000',
  '\u0007\u0008',
  '\u001b[2J',
  '\u200b\u200d\u2060',
  '\u202e',
  '\ufeff',
  '\u2028\u2029',
  '\ud800',
  '\udfff\ud800',
  '👩🏽‍💻🏳️‍🌈',
  'Z̴̡̢̛͚̳̝̘a̷̢͕l̶͈̓g̸̱̈o̵̞͝',
  'مرحبا بالعالم',
  '日本語のテキスト',
  '\t',
  '\r',
  '\n\n- item: x\n',
  ': x',
  '# not a comment',
  '*alias',
  '&anchor',
  '!!binary AAAA',
  '---',
  '...',
];

/** Any text: hostile, random (control characters and halves of characters included), very long. */
export const text = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  // A very long text, and a very long word (nothing to break a line at), on both sides of the schemas' 2,000 characters.
  { weight: 1, arbitrary: fc.integer({ min: 300, max: 4_000 }).map((n) => 'long text '.repeat(Math.ceil(n / 10))) },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 2_500 }).map((n) => 'W'.repeat(n)) },
  { weight: 1, arbitrary: fc.integer({ min: 100_000, max: 2_000_000 }).map((n) => 'x'.repeat(n)) },
);

/** Text the check lets through (no control characters or halves of characters), to reach every output. */
export const printable = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE.filter((t) => !CONTROL_CHARACTER.test(t) && !/[\uD800-\uDFFF]/.test(t))) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 24 }) },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 1_900 }).map((n) => 'W'.repeat(n)) },
);

import { describe, expect, it } from 'vitest';
import { describeElement, lcpNodeOf, summarise, type AuditResult, longestTaskAfter } from './audit.ts';

const result = (LCP: number, lcpElement: string, more: Partial<AuditResult> = {}): AuditResult => ({
  performance: 100,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  FCP: 600,
  LCP,
  TBT: 0,
  longestTask: 0,
  CLS: 0,
  bytes: 1000,
  lcpElement,
  ...more,
});

describe('summarise', () => {
  it('takes the median of each figure', () => {
    const s = summarise([result(900, 'a', { TBT: 30, performance: 99 }), result(1200, 'a', { TBT: 0 }), result(800, 'a', { TBT: 10 })]);
    expect(s.LCP).toBe(900);
    expect(s.TBT).toBe(10);
    expect(s.performance).toBe(100);
    expect(s.runs).toBe(3);
  });

  it('names the LCP element most runs found, and in how many; a tie goes to the one seen first', () => {
    expect(summarise([result(1, 'img'), result(1, 'h1'), result(1, 'h1')])).toMatchObject({ lcpElement: 'h1', lcpElementRuns: 2 });
    expect(summarise([result(1, 'img'), result(1, 'h1')])).toMatchObject({ lcpElement: 'img', lcpElementRuns: 1 });
  });

  it('refuses to summarise no runs', () => {
    expect(() => summarise([])).toThrow('no audits to summarise');
  });
});

describe('lcpNodeOf', () => {
  it('finds the element in the first table of the audit’s list', () => {
    const node = { type: 'node', snippet: '<h1>', selector: 'main > h1' };
    expect(
      lcpNodeOf({
        type: 'list',
        items: [
          { type: 'table', items: [{ node }] },
          { type: 'table', items: [{ phase: 'TTFB' }] },
        ],
      }),
    ).toBe(node);
  });

  it('finds none when the audit has no details (no contentful paint)', () => {
    expect(lcpNodeOf(undefined)).toBeUndefined();
    expect(lcpNodeOf({ type: 'list', items: [] })).toBeUndefined();
  });
});

describe('describeElement', () => {
  it('keeps an image’s tag and address, without its generated classes, alt text and candidates', () => {
    const snippet =
      '<img alt="A long description of the picture" class="sc-x" decoding="async" srcset="/a-480.webp 480w" sizes="100vw" width="1200" height="750" src="/a.webp">';
    expect(describeElement({ snippet, nodeLabel: 'A long description of the picture' })).toBe('<img src="/a.webp">');
    expect(describeElement({ snippet: '<img src="http://127.0.0.1:40907/assets/a-768.jpg">' })).toBe('<img src="/assets/a-768.jpg">');
  });

  it('adds the start of the text of an element without an address', () => {
    expect(describeElement({ snippet: '<p class="ceRrph">', nodeLabel: 'I build web applications end to end' })).toBe(
      '<p> “I build web applications…”',
    );
    expect(describeElement({ snippet: '<h1 id="name" data-x="1">', nodeLabel: 'Short' })).toBe('<h1 id="name"> “Short”');
    expect(describeElement({ snippet: '<p>', nodeLabel: 'x'.repeat(40) })).toBe(`<p> “${'x'.repeat(24)}…”`);
  });

  it('falls back on the selector, and says when there is no element', () => {
    expect(describeElement({ selector: 'main > p' })).toBe('main > p');
    expect(describeElement(undefined)).toBe('none');
  });
});

describe('longestTaskAfter', () => {
  const details = {
    items: [
      { url: 'Unattributable', duration: 140, startTime: 600 },
      { url: '/', duration: 70, startTime: 760 },
      { url: '/assets/react.js', duration: 90, startTime: 1200 },
    ],
  };

  it('takes the longest task that starts once the page has painted', () => {
    expect(longestTaskAfter(details, 700)).toBe(90);
  });

  it('counts a task that starts as the page paints, and is 0 when none comes after', () => {
    expect(longestTaskAfter(details, 1200)).toBe(90);
    expect(longestTaskAfter(details, 1300)).toBe(0);
    expect(longestTaskAfter(undefined, 0)).toBe(0);
  });
});

import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { contentKey } from './content-key.ts';

describe('contentKey', () => {
  it('is the same for the same inputs, and differs when any of them does', () => {
    const card = (title: string) => createElement('div', { style: { color: '#123' } }, title);
    expect(contentKey(card('Hello'), { width: 1200 })).toBe(contentKey(card('Hello'), { width: 1200 }));
    expect(contentKey(card('Hello'), { width: 1200 })).not.toBe(contentKey(card('Hello!'), { width: 1200 }));
    expect(contentKey(card('Hello'), { width: 1200 })).not.toBe(contentKey(card('Hello'), { width: 1201 }));
    expect(contentKey('a', 'b')).not.toBe(contentKey('ab'));
  });

  it('reads bytes by their hash, whatever holds them', () => {
    const font = (byte: number) => ({ name: 'Inter', data: Buffer.from([1, 2, byte]) });
    expect(contentKey(font(3))).toBe(contentKey(font(3)));
    expect(contentKey(font(3))).not.toBe(contentKey(font(4)));
    expect(contentKey(new Uint8Array([1, 2, 3]).buffer)).not.toBe(contentKey(new Uint8Array([1, 2, 4]).buffer));
  });

  it('reads a date as its instant, and a function by its name', () => {
    expect(contentKey(new Date('2026-01-01T00:00:00Z'))).toBe(contentKey(new Date('2026-01-01T00:00:00.000Z')));
    expect(contentKey(new Date('2026-01-01'))).not.toBe(contentKey(new Date('2026-01-02')));
    function Framed() {}
    function Raised() {}
    expect(contentKey({ type: Framed })).not.toBe(contentKey({ type: Raised }));
  });
});

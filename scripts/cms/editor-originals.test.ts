import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { originalInPublic } from './editor-originals.ts';

const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-'));
fs.mkdirSync(path.join(publicDir, 'images', 'uploads'), { recursive: true });
fs.writeFileSync(path.join(publicDir, 'images', 'uploads', 'desk photo.png'), 'png');
fs.writeFileSync(path.join(path.dirname(publicDir), 'secret.txt'), 'no');
afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }));

describe('originalInPublic', () => {
  it('finds a file of public/ by its address', () => {
    expect(originalInPublic(publicDir, '/images/uploads/desk%20photo.png')).toBe(path.join(publicDir, 'images', 'uploads', 'desk photo.png'));
  });
  it('finds nothing for a folder, a missing file, a malformed address or a way out of public/', () => {
    expect(originalInPublic(publicDir, '/images/uploads')).toBeUndefined();
    expect(originalInPublic(publicDir, '/images/uploads/none.png')).toBeUndefined();
    expect(originalInPublic(publicDir, '/images/%E0%A4%A.png')).toBeUndefined();
    expect(originalInPublic(publicDir, '/../secret.txt')).toBeUndefined();
    expect(originalInPublic(publicDir, '/%2e%2e/secret.txt')).toBeUndefined();
  });
});

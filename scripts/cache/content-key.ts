/**
 * A short, stable name for what a cached file is made from: the SHA-256 of its inputs as JSON, with
 * bytes (fonts, images) in it by their own hash and functions by their name. Key order is kept
 * as the code writes it, which is the same on every run.
 */
import crypto from 'node:crypto';

const byteHashes = new WeakMap<object, string>();

function hashOfBytes(bytes: Uint8Array | ArrayBuffer): string {
  let hash = byteHashes.get(bytes);
  if (!hash) {
    const view = bytes instanceof ArrayBuffer ? new Uint8Array(bytes) : bytes;
    hash = crypto.createHash('sha256').update(view).digest('hex');
    byteHashes.set(bytes, hash);
  }
  return hash;
}

export function contentKey(...parts: unknown[]): string {
  const json = JSON.stringify(parts, function (this: unknown, key, value: unknown) {
    // JSON.stringify has already turned a Buffer into { type, data } when the replacer sees it: read the holder's.
    const original = (this as Record<string, unknown>)[key];
    if (original instanceof Uint8Array || original instanceof ArrayBuffer) return `bytes:${hashOfBytes(original)}`;
    if (typeof value === 'function') return `function:${value.name}`;
    if (value instanceof Date) return value.toISOString();
    return value;
  });
  return crypto.createHash('sha256').update(json).digest('hex').slice(0, 24);
}

/**
 * A short, stable name for what a cached file is made from: the SHA-256 of its inputs as JSON, with
 * bytes (fonts, images) in it by their own hash and functions by their name. Key order is kept
 * as the code writes it, which is the same on every run.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';

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
  return crypto
    .createHash('sha256')
    .update(JSON.stringify(parts.map(described)))
    .digest('hex')
    .slice(0, 24);
}

/** The value with bytes by their hash (before JSON.stringify would spell a Buffer out byte by byte), functions by their name, dates by their instant. */
function described(value: unknown): unknown {
  if (value instanceof Uint8Array || value instanceof ArrayBuffer) return `bytes:${hashOfBytes(value)}`;
  if (typeof value === 'function') return `function:${value.name}`;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(described);
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, described(inner)]));
  return value;
}

/** A file named in a cache key by its bytes (its path says nothing of what is in it); undefined when there is none. */
export function fileBytes(file: string | undefined): Buffer | undefined {
  return file !== undefined && fs.existsSync(file) ? fs.readFileSync(file) : undefined;
}

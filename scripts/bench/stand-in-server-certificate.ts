/**
 * A throw-away self-signed certificate for the analytics stand-in's HTTPS server, made with
 * node:crypto alone: Node can make and sign with a key but not write a certificate, so its few
 * X.509 fields are DER-encoded here (RFC 5280, section 4.1). No OpenSSL binary and no package: the
 * benchmark runs on any machine Node does. The browser that meets it is told to ignore
 * certificate errors, so the certificate only has to be well formed; it names its hosts anyway.
 */
import crypto from 'node:crypto';

/** One DER element: its tag, its length, its content. */
function der(tag: number, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const length = body.length < 0x80 ? Buffer.from([body.length]) : lengthBytes(body.length);
  return Buffer.concat([Buffer.from([tag]), length, body]);
}

/** A length of 128 or more: 0x80 + how many bytes, then the bytes. */
function lengthBytes(length: number): Buffer {
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return Buffer.from([0x80 + bytes.length, ...bytes]);
}

function oid(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [first * 40 + second];
  for (const arc of rest) {
    const base128 = [arc % 128];
    for (let high = Math.floor(arc / 128); high > 0; high = Math.floor(high / 128)) base128.unshift(0x80 + (high % 128));
    bytes.push(...base128);
  }
  return der(0x06, Buffer.from(bytes));
}

/** A non-negative INTEGER: in as few bytes as it takes (no leading zero byte unless the next has its high bit set). */
export function integer(bytes: Uint8Array): Buffer {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start++;
  const minimal = Buffer.from(bytes.subarray(start));
  return der(0x02, (minimal[0] ?? 0) >= 0x80 ? Buffer.concat([Buffer.from([0]), minimal]) : minimal);
}

const sequence = (...items: Buffer[]) => der(0x30, ...items);
const utcTime = (date: Date) => der(0x17, Buffer.from(`${date.toISOString().slice(2, 19).replace(/[-T:]/g, '')}Z`));
const ECDSA_WITH_SHA256 = sequence(oid('1.2.840.10045.4.3.2'));
const SUBJECT_ALT_NAME = '2.5.29.17';
const COMMON_NAME = '2.5.4.3';

export interface Certificate {
  /** PEM, for https.createServer. */
  key: string;
  cert: string;
}

/** A P-256 key and a certificate for `hosts` (its subject alternative names), valid from a day ago for `days`. */
export function selfSignedCertificate(hosts: readonly string[], days = 7): Certificate {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const name = sequence(der(0x31, sequence(oid(COMMON_NAME), der(0x0c, Buffer.from('portfolio bench stand-in')))));
  const now = Date.now();
  const altNames = sequence(...hosts.map((host) => der(0x82, Buffer.from(host))));
  const tbs = sequence(
    der(0xa0, integer(Buffer.from([2]))), // version 3
    integer(crypto.randomBytes(16)), // the serial
    ECDSA_WITH_SHA256,
    name,
    sequence(utcTime(new Date(now - 86_400_000)), utcTime(new Date(now + days * 86_400_000))),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
    der(0xa3, sequence(sequence(oid(SUBJECT_ALT_NAME), der(0x04, altNames)))),
  );
  const signature = crypto.sign('sha256', tbs, privateKey);
  const certificate = sequence(tbs, ECDSA_WITH_SHA256, der(0x03, Buffer.from([0]), signature));
  const lines = certificate.toString('base64').match(/.{1,64}/g) ?? [];
  return {
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    cert: ['-----BEGIN CERTIFICATE-----', ...lines, '-----END CERTIFICATE-----', ''].join('\n'),
  };
}

import crypto from 'node:crypto';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { integer, selfSignedCertificate } from './stand-in-server-certificate.ts';

it('writes an integer in as few bytes as DER allows, positive', () => {
  const hex = (bytes: number[]) => integer(Uint8Array.from(bytes)).toString('hex');
  expect(hex([2])).toBe('020102');
  // A random serial may start with zeros, which DER forbids (OpenSSL refuses the certificate: "illegal padding").
  expect(hex([0, 0, 0x05, 0xff])).toBe('020205ff');
  expect(hex([0, 0x80, 1])).toBe('0203008001');
  expect(hex([0xff, 0])).toBe('020300ff00');
  expect(hex([0, 0])).toBe('020100');
});

it('makes a certificate that names its hosts, is signed by its own key and is valid now', () => {
  const { key, cert } = selfSignedCertificate(['plausible.io', 'portfolio.example.com']);
  const x509 = new crypto.X509Certificate(cert);
  expect(x509.subjectAltName).toBe('DNS:plausible.io, DNS:portfolio.example.com');
  expect(x509.verify(crypto.createPublicKey(key))).toBe(true);
  expect(x509.checkHost('plausible.io')).toBe('plausible.io');
  expect(x509.checkHost('example.org')).toBeUndefined();
  expect(new Date(x509.validFrom).getTime()).toBeLessThan(Date.now());
  expect(new Date(x509.validTo).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
});

it('serves HTTPS that a client trusting it verifies in full, host name included', async () => {
  const { key, cert } = selfSignedCertificate(['plausible.io']);
  const server = https.createServer({ key, cert }, (_req, res) => res.end('served'));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const get = (servername: string) =>
    new Promise<string>((resolve, reject) => {
      https
        .get({ host: '127.0.0.1', port, servername, ca: cert, path: '/' }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve(body));
        })
        .on('error', reject);
    });
  try {
    expect(await get('plausible.io')).toBe('served');
    await expect(get('example.org')).rejects.toThrow(/altnames/);
  } finally {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
});

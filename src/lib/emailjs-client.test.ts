/** Against a real HTTP server on loopback, not a mocked fetch. */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmailSendError, MAX_PAYLOAD_BYTES, sendEmail, type ContactMessage, type EmailJsConfig } from './emailjs-client.ts';

type Reply = (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void;
let reply: Reply = (_req, res) => res.end('OK');
const received: { method?: string; url?: string; type?: string; body: string }[] = [];
const sockets = new Set<Socket>();
let server: http.Server;
let origin = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, type: req.headers['content-type'], body });
      reply(req, res, body);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  sockets.forEach((s) => s.destroy());
  await new Promise((resolve) => server.close(resolve));
});

const message: ContactMessage = { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'A role for you.' };
const config = (): EmailJsConfig => ({ origin, publicKey: 'pk_123', serviceId: 'service_1', templateId: 'template_1' });

async function failure(promise: Promise<void>): Promise<EmailSendError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EmailSendError);
  return error as EmailSendError;
}

describe('sendEmail', () => {
  it('posts the EmailJS body as JSON and resolves on 200', async () => {
    reply = (_req, res) => res.writeHead(200).end('OK');
    received.length = 0;
    await sendEmail(config(), message);
    expect(received).toEqual([{ method: 'POST', url: '/api/v1.0/email/send', type: 'application/json', body: expect.any(String) as string }]);
    expect(JSON.parse(received[0]?.body ?? '')).toEqual({
      lib_version: '3.2.0',
      user_id: 'pk_123',
      service_id: 'service_1',
      template_id: 'template_1',
      template_params: {
        from_name: 'Ada',
        from_email: 'ada@example.com',
        subject: 'Hello',
        message: 'A role for you.',
        html_message: 'A role for you.',
      },
    });
  });

  it('sends the message as plain text and as escaped HTML, never as markup', async () => {
    reply = (_req, res) => res.writeHead(200).end('OK');
    received.length = 0;
    await sendEmail(config(), { ...message, message: 'Hi <b>Sam</b>,\nsee <img src=x onerror=alert(1)>' });
    const { template_params: params } = JSON.parse(received[0]?.body ?? '') as { template_params: Record<string, string> };
    expect(params.message).toBe('Hi <b>Sam</b>,\nsee <img src=x onerror=alert(1)>');
    expect(params.html_message).toBe('Hi &lt;b&gt;Sam&lt;/b&gt;,<br>\nsee &lt;img src=x onerror=alert(1)&gt;');
  });

  it('says which language the message was written in, when the page gives it', async () => {
    reply = (_req, res) => res.writeHead(200).end('OK');
    received.length = 0;
    await sendEmail(config(), message, { language: 'fr' });
    const { template_params: params } = JSON.parse(received[0]?.body ?? '') as { template_params: Record<string, string> };
    expect(params.language).toBe('fr');
  });

  it('resolves on a response text of OK whatever the status', async () => {
    reply = (_req, res) => res.writeHead(201).end('OK');
    await expect(sendEmail(config(), message)).resolves.toBeUndefined();
  });

  it('rejects a 400 with its status and text', async () => {
    reply = (_req, res) => res.writeHead(400).end('The template ID is invalid');
    const error = await failure(sendEmail(config(), message));
    expect(error.status).toBe(400);
    expect(error.failure).toEqual({ kind: 'http', status: 400, text: 'The template ID is invalid' });
    expect(error.message).toBe('HTTP 400: The template ID is invalid');
  });

  it('rejects any other status with its text', async () => {
    for (const [status, text] of [
      [412, 'Gmail_API: Invalid grant'],
      [429, 'Too many requests'],
      [503, 'Service Unavailable'],
    ] as const) {
      reply = (_req, res) => res.writeHead(status).end(text);
      const error = await failure(sendEmail(config(), message));
      expect(error.status).toBe(status);
      expect(error.failure).toEqual({ kind: 'http', status, text });
    }
  });

  it('reports a dropped connection as a network error with status 0', async () => {
    reply = (req) => req.socket.destroy();
    const error = await failure(sendEmail(config(), message));
    expect(error.status).toBe(0);
    expect(error.failure).toEqual({ kind: 'network' });
  });

  it('aborts a request that never answers and reports a timeout', async () => {
    reply = () => undefined;
    const started = Date.now();
    const error = await failure(sendEmail(config(), message, { timeoutMs: 300 }));
    expect(Date.now() - started).toBeLessThan(3000);
    expect(error.status).toBe(0);
    expect(error.failure).toEqual({ kind: 'timeout', seconds: 1 });
  });

  it('throws before sending when an id is missing, naming it', async () => {
    received.length = 0;
    const one = await failure(sendEmail({ ...config(), serviceId: '' }, message));
    expect(one.failure).toEqual({ kind: 'not-set-up', missing: ['serviceId'] });
    expect(one.message).toBe('EmailJS is not configured: missing serviceId');
    const all = await failure(sendEmail({ origin }, message));
    expect(all.failure).toEqual({ kind: 'not-set-up', missing: ['publicKey', 'serviceId', 'templateId'] });
    expect(received).toHaveLength(0);
  });

  it('refuses a payload over 50 KB before sending', async () => {
    received.length = 0;
    const error = await failure(sendEmail(config(), { ...message, message: 'x'.repeat(MAX_PAYLOAD_BYTES) }));
    expect(error.status).toBe(0);
    expect(error.failure).toMatchObject({ kind: 'too-large' });
    expect(error.failure.kind === 'too-large' && error.failure.kilobytes).toBeGreaterThan(50);
    expect(received).toHaveLength(0);
  });
});

/**
 * A local stand-in for EmailJS's send endpoint: it checks a request as EmailJS would (same wire
 * format, same kind of 400 answers), writes each accepted message to a git-ignored outbox/
 * folder as JSON and prints a one-line summary. `npm run dev` mounts it at /__mail-sink; the
 * browser tests route the built site's requests to it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LOCAL_SINK_ORIGIN, SEND_PATH } from '../src/lib/emailjs-client.ts';

export const SINK_BASE = LOCAL_SINK_ORIGIN;

export interface SinkReply {
  status: number;
  text: string;
  /** The outbox file written, for an accepted message. */
  file?: string;
}

interface SendBody {
  lib_version?: unknown;
  user_id?: unknown;
  service_id?: unknown;
  template_id?: unknown;
  template_params?: Record<string, unknown>;
}

/** A template parameter as text for the log line ('' when it is not text). */
const text = (value: unknown) => (typeof value === 'string' ? value : '');

const present = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** EmailJS's answers to a malformed request, as plain text with status 400. */
export function checkSendBody(raw: string): { ok: true; body: SendBody } | { ok: false; text: string } {
  let body: SendBody;
  try {
    body = JSON.parse(raw) as SendBody;
  } catch {
    return { ok: false, text: 'The request body must be JSON' };
  }
  if (!body || typeof body !== 'object') return { ok: false, text: 'The request body must be a JSON object' };
  if (!present(body.user_id)) return { ok: false, text: 'The Public Key is required' };
  if (!present(body.service_id)) return { ok: false, text: 'The service ID is required' };
  if (!present(body.template_id)) return { ok: false, text: 'The template ID is required' };
  if (body.template_params !== undefined && (typeof body.template_params !== 'object' || body.template_params === null)) {
    return { ok: false, text: 'The template params must be an object' };
  }
  return { ok: true, body };
}

export interface MailSink {
  /** Handles one POST body; writes the outbox file when accepted. */
  receive: (raw: string) => SinkReply;
  /** Connect-style middleware for Vite's dev server. */
  middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
}

export function createMailSink(outboxDir: string, log: (line: string) => void = console.log): MailSink {
  let counter = 0;
  const receive = (raw: string): SinkReply => {
    const checked = checkSendBody(raw);
    if (!checked.ok) {
      log(`✉ mail sink: refused (400) — ${checked.text}`);
      return { status: 400, text: checked.text };
    }
    const params = checked.body.template_params ?? {};
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    fs.mkdirSync(outboxDir, { recursive: true });
    const file = path.join(outboxDir, `${stamp}-${++counter}.json`);
    fs.writeFileSync(file, `${JSON.stringify({ receivedAt: new Date().toISOString(), ...checked.body }, null, 2)}\n`);
    log(`✉ mail sink: "${text(params.subject)}" from ${text(params.from_name)} <${text(params.from_email)}> → ${path.relative(process.cwd(), file)}`);
    return { status: 200, text: 'OK', file };
  };

  const middleware: MailSink['middleware'] = (req, res, next) => {
    if (!req.url?.startsWith(SEND_PATH)) return next();
    if (req.method === 'OPTIONS') {
      res
        .writeHead(204, {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': 'POST',
          'Access-Control-Allow-Headers': 'Content-Type',
        })
        .end();
      return;
    }
    if (req.method !== 'POST') {
      res.writeHead(405, { Allow: 'POST' }).end('Method Not Allowed');
      return;
    }
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const reply = receive(raw);
      res.writeHead(reply.status, { 'Content-Type': 'text/plain; charset=utf-8', 'Access-Control-Allow-Origin': '*' }).end(reply.text);
    });
  };
  return { receive, middleware };
}

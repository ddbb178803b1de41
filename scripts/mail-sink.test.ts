import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkSendBody, createMailSink } from './mail-sink.ts';

const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
afterEach(() => fs.rmSync(outbox, { recursive: true, force: true }));

const valid = {
  lib_version: '3.2.0',
  user_id: 'pk',
  service_id: 'service',
  template_id: 'template',
  template_params: { from_name: 'Ada', from_email: 'ada@example.com', subject: 'Hi', html_message: 'Hello there' },
};

describe('checkSendBody', () => {
  it.each([
    ['not json', 'The request body must be JSON'],
    [JSON.stringify({ ...valid, user_id: '' }), 'The Public Key is required'],
    [JSON.stringify({ ...valid, service_id: undefined }), 'The service ID is required'],
    [JSON.stringify({ ...valid, template_id: '  ' }), 'The template ID is required'],
    [JSON.stringify({ ...valid, template_params: 'x' }), 'The template params must be an object'],
  ])('refuses %s', (raw, text) => {
    expect(checkSendBody(raw)).toEqual({ ok: false, text });
  });
});

describe('createMailSink', () => {
  it('writes an accepted message to the outbox and logs one line', () => {
    const lines: string[] = [];
    const sink = createMailSink(outbox, (l) => lines.push(l));
    const reply = sink.receive(JSON.stringify(valid));
    expect(reply.status).toBe(200);
    expect(reply.text).toBe('OK');
    const saved = JSON.parse(fs.readFileSync(reply.file ?? '', 'utf8')) as unknown;
    expect(saved).toMatchObject(valid);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^✉ mail sink: "Hi" from Ada <ada@example.com> → /);
  });

  it('answers 400 with EmailJS-like text and writes nothing', () => {
    const sink = createMailSink(outbox, () => undefined);
    expect(sink.receive(JSON.stringify({ ...valid, user_id: '' }))).toEqual({ status: 400, text: 'The Public Key is required' });
    expect(fs.existsSync(outbox) ? fs.readdirSync(outbox) : []).toEqual([]);
  });
});

/**
 * Sends the built site's EmailJS requests to the local mail sink (scripts/mail-sink.ts) instead
 * of the internet, or answers them as a failing service would.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, Route } from 'playwright-core';
import { createMailSink } from '../../../scripts/mail-sink.ts';
import { EMAILJS_ORIGIN, SEND_PATH } from '../../../src/lib/emailjs-client.ts';

export const SEND_URL = `${EMAILJS_ORIGIN}${SEND_PATH}`;
const cors = { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'text/plain' };

export interface EmailService {
  outbox: string;
  /** Every request body that reached the endpoint, parsed. */
  requests: unknown[];
  /** The messages the sink accepted, as written to the outbox. */
  delivered: () => unknown[];
  /** How the next requests are answered: the sink (default), a status and text, a dropped connection, or never. */
  behave: (mode: 'sink' | { status: number; text: string } | 'drop' | 'hang') => void;
  /** Holds answers until release() is called (to observe the sending state). */
  hold: () => void;
  release: () => void;
}

export async function routeEmailService(page: Page): Promise<EmailService> {
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
  const sink = createMailSink(outbox, () => undefined);
  const requests: unknown[] = [];
  let mode: Parameters<EmailService['behave']>[0] = 'sink';
  let held: (() => void)[] | undefined;
  const answer = async (route: Route) => {
    if (route.request().method() === 'OPTIONS')
      return route.fulfill({
        status: 204,
        headers: { ...cors, 'Access-Control-Allow-Headers': 'Content-Type', 'Access-Control-Allow-Methods': 'POST' },
      });
    const raw = route.request().postData() ?? '';
    requests.push(JSON.parse(raw));
    if (held) await new Promise<void>((resolve) => held!.push(resolve));
    if (mode === 'drop') return route.abort('connectionreset');
    if (mode === 'hang') return;
    if (mode === 'sink') {
      const reply = sink.receive(raw);
      return route.fulfill({ status: reply.status, headers: cors, body: reply.text });
    }
    return route.fulfill({ status: mode.status, headers: cors, body: mode.text });
  };
  await page.route(SEND_URL, answer);
  return {
    outbox,
    requests,
    delivered: () => fs.readdirSync(outbox).map((f) => JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8')) as unknown),
    behave: (next) => {
      mode = next;
    },
    hold: () => {
      held = [];
    },
    release: () => {
      const waiting = held ?? [];
      held = undefined;
      waiting.forEach((resolve) => resolve());
    },
  };
}

/**
 * A minimal EmailJS REST client (docs/product-spec.md §7), no SDK: POST {origin}/api/v1.0/email/send with a JSON
 * body. Success is HTTP 200 or the response text "OK"; anything else rejects with an
 * EmailSendError saying what failed (SendFailure), which the page words for the visitor.
 */
import { messageHtml } from './message-html.ts'; // with its extension: Vite's config loader reaches this file through the mail sink
export const EMAILJS_LIB_VERSION = '3.2.0';
export const EMAILJS_ORIGIN = 'https://api.emailjs.com';
export const SEND_PATH = '/api/v1.0/email/send';
/** EmailJS refuses payloads over 50 KB. */
export const MAX_PAYLOAD_BYTES = 50 * 1024;
export const SEND_TIMEOUT_MS = 15_000;
/** Where `npm run dev` serves the local mail sink (scripts/mail-sink.ts). */
export const LOCAL_SINK_ORIGIN = '/__mail-sink';

export interface EmailJsConfig {
  /** Where the EmailJS API lives; a local mail sink in development. */
  origin: string;
  publicKey?: string;
  serviceId?: string;
  templateId?: string;
}

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** The EmailJS ids a send needs. */
export type EmailJsId = 'publicKey' | 'serviceId' | 'templateId';

/** Why a send failed, for the page to say in the visitor's language (the dictionary's `sendErrors`). */
export type SendFailure =
  | { kind: 'not-set-up'; missing: readonly EmailJsId[] }
  | { kind: 'too-large'; kilobytes: number }
  | { kind: 'timeout'; seconds: number }
  | { kind: 'network' }
  | { kind: 'http'; status: number; text: string };

export class EmailSendError extends Error {
  constructor(
    /** What went wrong. */
    readonly failure: SendFailure,
  ) {
    super(technicalMessage(failure));
    this.name = 'EmailSendError';
  }

  /** HTTP status; 0 when no response arrived (network failure, timeout, refused before sending). */
  get status(): number {
    return this.failure.kind === 'http' ? this.failure.status : 0;
  }
}

/** For logs and developers; visitors read the dictionary's words for the failure. */
function technicalMessage(failure: SendFailure): string {
  switch (failure.kind) {
    case 'not-set-up':
      return `EmailJS is not configured: missing ${failure.missing.join(', ')}`;
    case 'too-large':
      return `payload of ${failure.kilobytes} KB is over EmailJS's 50 KB limit`;
    case 'timeout':
      return `no answer within ${failure.seconds} s`;
    case 'network':
      return 'network error';
    case 'http':
      return `HTTP ${failure.status}${failure.text.trim() ? `: ${failure.text.trim()}` : ''}`;
  }
}

const EMAILJS_IDS: readonly EmailJsId[] = ['publicKey', 'serviceId', 'templateId'];

export function buildRequestBody(config: EmailJsConfig, message: ContactMessage, language?: string): string {
  const missing = EMAILJS_IDS.filter((key) => !config[key]?.trim());
  if (missing.length) throw new EmailSendError({ kind: 'not-set-up', missing });
  return JSON.stringify({
    lib_version: EMAILJS_LIB_VERSION,
    user_id: config.publicKey,
    service_id: config.serviceId,
    template_id: config.templateId,
    template_params: {
      from_name: message.name,
      from_email: message.email,
      subject: message.subject,
      // The plain text for text templates and the escaped HTML for {{{html_message}}}.
      message: message.message,
      html_message: messageHtml(message.message),
      // The language of the page it was written on: the one to answer in.
      ...(language ? { language } : {}),
    },
  });
}

export interface SendOptions {
  /** The page's language tag, sent as `language` so the owner knows which language to answer in. */
  language?: string;
  timeoutMs?: number;
}

export async function sendEmail(
  config: EmailJsConfig,
  message: ContactMessage,
  { language, timeoutMs = SEND_TIMEOUT_MS }: SendOptions = {},
): Promise<void> {
  const body = buildRequestBody(config, message, language);
  const size = new TextEncoder().encode(body).length;
  if (size > MAX_PAYLOAD_BYTES) throw new EmailSendError({ kind: 'too-large', kilobytes: Math.ceil(size / 1024) });

  const controller = new AbortController();
  // A plain timer rather than AbortSignal.timeout, so tests can drive it with a fake clock.
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${config.origin.replace(/\/+$/, '')}${SEND_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      signal: controller.signal,
    });
    text = await response.text();
  } catch {
    if (controller.signal.aborted) throw new EmailSendError({ kind: 'timeout', seconds: Math.max(1, Math.round(timeoutMs / 1000)) });
    throw new EmailSendError({ kind: 'network' });
  } finally {
    clearTimeout(timer);
  }
  if (response.status === 200 || text === 'OK') return;
  throw new EmailSendError({ kind: 'http', status: response.status, text });
}

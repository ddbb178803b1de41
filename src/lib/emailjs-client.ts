/**
 * A minimal EmailJS REST client (spec §7), no SDK: POST {origin}/api/v1.0/email/send with a JSON
 * body. Success is HTTP 200 or the response text "OK"; anything else rejects with an
 * EmailSendError carrying the status, the response text and a message a visitor can act on.
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

export class EmailSendError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when no response arrived (network failure, timeout, refused before sending). */
    readonly status: number,
    /** The service's response text, for logs and support. */
    readonly responseText = '',
  ) {
    super(message);
    this.name = 'EmailSendError';
  }
}

const requiredIds = [
  ['publicKey', 'public key (user ID)'],
  ['serviceId', 'service ID'],
  ['templateId', 'template ID'],
] as const;

export function buildRequestBody(config: EmailJsConfig, message: ContactMessage): string {
  const missing = requiredIds.filter(([key]) => !config[key]?.trim()).map(([, label]) => label);
  if (missing.length)
    throw new Error(`The contact form is not set up yet: the EmailJS ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing.`);
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
    },
  });
}

/** The visitor-facing message for a failed response. */
export function describeFailure(status: number, text: string): string {
  const detail = text.trim() ? `: ${text.trim()}` : '';
  if (status === 429) return 'Too many messages, please wait a minute and try again.';
  if (status === 400) return `The message was refused${detail}`;
  if (status === 412) return `The contact form is not set up correctly${detail}`;
  if (status >= 500) return `The email service is having trouble (error ${status}). Please try again later.`;
  return `The email service answered with error ${status}${detail}`;
}

export async function sendEmail(config: EmailJsConfig, message: ContactMessage, { timeoutMs = SEND_TIMEOUT_MS } = {}): Promise<void> {
  const body = buildRequestBody(config, message);
  const size = new TextEncoder().encode(body).length;
  if (size > MAX_PAYLOAD_BYTES)
    throw new EmailSendError(`Your message is too long to send (${Math.ceil(size / 1024)} KB; the limit is 50 KB). Please shorten it.`, 0);

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
    if (controller.signal.aborted) {
      const seconds = Math.max(1, Math.round(timeoutMs / 1000));
      throw new EmailSendError(`The email service did not answer within ${seconds} second${seconds === 1 ? '' : 's'}. Please try again.`, 0);
    }
    throw new EmailSendError('Network error: check your connection and try again.', 0);
  } finally {
    clearTimeout(timer);
  }
  if (response.status === 200 || text === 'OK') return;
  throw new EmailSendError(describeFailure(response.status, text), response.status, text);
}

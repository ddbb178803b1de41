/**
 * The rules around sending a contact message, apart from the form that applies them: the spam
 * honeypot, the cooldown between sends, which value wins when a form comes alive, and the
 * `mailto:` fallback offered when sending fails.
 */
import type { ContactMessage } from './emailjs-client.ts';
import { mailtoLink } from './mailto.ts';

/** Seconds after a send before another can start. */
export const SEND_COOLDOWN_SECONDS = 30;

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const satisfies readonly (keyof ContactMessage)[];

export const EMPTY_MESSAGE: ContactMessage = { name: '', email: '', subject: '', message: '' };

/** A filled honeypot field means a bot: pretend success, send nothing. */
export function isBot(honeypot: string): boolean {
  return honeypot.trim() !== '';
}

/** Whole seconds the visitor must still wait; 0 when a send may start. */
export function secondsUntilNextSend(lastSentAt: number | undefined, now: number, cooldownSeconds = SEND_COOLDOWN_SECONDS): number {
  if (lastSentAt === undefined) return 0;
  return Math.max(0, Math.ceil((lastSentAt + cooldownSeconds * 1000 - now) / 1000));
}

/**
 * The values a form starts with once it is interactive: what the visitor typed before its code
 * arrived wins, then a saved draft, then nothing. A draft never overwrites fresher typing.
 */
export function startingValues(typed: Partial<ContactMessage>, draft: Partial<ContactMessage> | undefined): ContactMessage {
  const values = { ...EMPTY_MESSAGE };
  for (const field of CONTACT_FIELDS) values[field] = typed[field] || draft?.[field] || '';
  return values;
}

/** A prefilled email to the owner, for when the form cannot send. */
export function fallbackMailto(ownerEmail: string, message: ContactMessage): string {
  return mailtoLink(ownerEmail, { subject: message.subject, body: `${message.message}\n\n— ${message.name} <${message.email}>` });
}

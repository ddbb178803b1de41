/**
 * The contact form's rules (docs/product-spec.md §5) as a yup schema, with the messages of the page's language.
 * Loaded on the first submit, so yup is not part of the page's first load. Values are trimmed:
 * whitespace alone is empty.
 */
import { object, string, ValidationError } from 'yup';
import type { Dictionary } from '../../i18n/dictionary.ts';
import type { ContactMessage } from '../../lib/emailjs-client.ts';
import { LIMITS } from './contact-limits.ts';

/** What the rules need of the page: its messages, and its language tag to write the limits in (5,000 or 5 000). */
export interface ValidationWords {
  messages: Dictionary['validation'];
  locale: string;
}

function contactSchema({ messages: m, locale }: ValidationWords) {
  const tooLong = (field: keyof ContactMessage) => m.tooLong(field, LIMITS[field].toLocaleString(locale));
  return object({
    name: string().trim().required(m.nameRequired).min(1, m.nameRequired).max(LIMITS.name, tooLong('name')),
    email: string().trim().required(m.emailInvalid).email(m.emailInvalid).max(LIMITS.email, tooLong('email')),
    subject: string().trim().required(m.subjectRequired).min(1, m.subjectRequired).max(LIMITS.subject, tooLong('subject')),
    message: string().trim().required(m.messageRequired).min(1, m.messageRequired).max(LIMITS.message, tooLong('message')),
  });
}

export type ContactErrors = Partial<Record<keyof ContactMessage, string>>;

/** Every failing field with its first message; empty when the values are valid. */
export function validateContact(values: ContactMessage, words: ValidationWords): ContactErrors {
  try {
    contactSchema(words).validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: ContactErrors = {};
    for (const issue of error.inner) {
      const field = issue.path as keyof ContactMessage | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
    return errors;
  }
}

/** The values as they will be sent: trimmed. */
export function cleanContact(values: ContactMessage): ContactMessage {
  const clean = { ...values };
  for (const field of Object.keys(clean) as (keyof ContactMessage)[]) clean[field] = clean[field].trim();
  return clean;
}

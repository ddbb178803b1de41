/**
 * The contact form's rules (spec §5) as a yup schema. Loaded on the first submit, so yup is
 * not part of the page's first load. Values are trimmed: whitespace alone is empty.
 */
import { object, string, ValidationError } from 'yup';
import type { ContactMessage } from '../../lib/emailjs-client';
import { LIMITS, validationMessages as m } from './contact-messages';

export const contactSchema = object({
  name: string().trim().required(m.nameRequired).min(1, m.nameRequired).max(LIMITS.name, m.nameTooLong),
  email: string().trim().required(m.emailInvalid).email(m.emailInvalid).max(LIMITS.email, m.emailTooLong),
  subject: string().trim().required(m.subjectRequired).min(1, m.subjectRequired).max(LIMITS.subject, m.subjectTooLong),
  message: string().trim().required(m.messageRequired).min(1, m.messageRequired).max(LIMITS.message, m.messageTooLong),
});

export type ContactErrors = Partial<Record<keyof ContactMessage, string>>;

/** Every failing field with its first message; empty when the values are valid. */
export function validateContact(values: ContactMessage): ContactErrors {
  try {
    contactSchema.validateSync(values, { abortEarly: false });
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

/** The values as they will be sent. */
export function cleanContact(values: ContactMessage): ContactMessage {
  return contactSchema.cast(values, { stripUnknown: true });
}

/**
 * The contact form's behaviour (docs/product-spec.md §4, §5, §7, §8), Formik owning submission: validate on
 * submit (yup loads with the first one), focus the first invalid field, send through EmailJS,
 * then reset with a success toast or keep every field with an error toast. When the form comes
 * alive it adopts what the visitor already typed into the prerendered fields, then a saved draft.
 */
import { useFormik } from 'formik';
import { useEffect, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { trackEvent } from '../../analytics/track-event.ts';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { CONTACT_FIELDS, EMPTY_MESSAGE, isBot, secondsUntilNextSend, startingValues } from '../../lib/contact-rules.ts';
import type { PageLanguage } from '../../i18n/page-language.tsx';
import { sendEmail, type ContactMessage, type EmailJsConfig } from '../../lib/emailjs-client.ts';
import { LIMITS } from './contact-limits.ts';
import { clearDraft, readDraft, saveDraft } from './contact-draft.ts';
import { sendFailureText } from './send-failure-text.ts';

type Control = HTMLInputElement | HTMLTextAreaElement;
const loadValidation = () => import('./contact-validation.ts');

export interface ContactFormOptions {
  emailjs: EmailJsConfig;
  /** The page's language: the words of its messages, and the `language` sent with each message. */
  page: PageLanguage;
  /** Called when sending fails, with the message that could not be sent. */
  onSendFailed: (message: ContactMessage, description: string) => void;
}

export function useContactForm({ emailjs, page, onSendFailed }: ContactFormOptions) {
  const { toasts: t } = page.dictionary;
  const [honeypot, setHoneypot] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const adopted = useRef(false);
  const lastSentAt = useRef<number | undefined>(undefined);
  const controls = useRef<Partial<Record<keyof ContactMessage, Control | null>>>({});

  const formik = useFormik<ContactMessage>({
    initialValues: EMPTY_MESSAGE,
    validateOnChange: false,
    validateOnBlur: false,
    validate: async (values) => (await loadValidation()).validateContact(values, { messages: page.dictionary.validation, locale: page.tag }),
    onSubmit: async (values, helpers) => {
      const succeed = () => {
        void notifySuccess(t, t.sentTitle, t.sentDescription);
        helpers.resetForm();
        setHoneypot('');
        clearDraft();
        lastSentAt.current = Date.now();
      };
      if (isBot(honeypot)) return succeed();
      const wait = secondsUntilNextSend(lastSentAt.current, Date.now());
      if (wait > 0) return void notifyError(t, t.failedTitle, t.cooldown(wait));
      const message = (await loadValidation()).cleanContact(values);
      try {
        await sendEmail(emailjs, message, { language: page.tag });
        // That it was sent, and nothing of what it said (a bot's "send" above is not counted).
        trackEvent({ name: 'Contact form sent' });
        succeed();
      } catch (error) {
        onSendFailed(message, sendFailureText(error, page.dictionary));
      }
    },
  });
  const { setValues, values, submitCount, isSubmitting, errors } = formik;

  // Before any re-render could write the (empty) state back into the fields.
  useLayoutEffect(() => {
    const typed: Partial<ContactMessage> = {};
    for (const field of CONTACT_FIELDS) typed[field] = controls.current[field]?.value ?? '';
    const start = startingValues(typed, readDraft());
    if (CONTACT_FIELDS.some((field) => start[field] !== '')) void setValues(start, false);
    adopted.current = true;
    // Marks the form interactive for tests and styles, without a re-render.
    if (form.current) form.current.dataset.ready = 'true';
  }, [setValues]);

  useEffect(() => {
    if (adopted.current) saveDraft(values);
  }, [values]);

  const focusedFor = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === focusedFor.current) return;
    focusedFor.current = submitCount;
    const firstInvalid = CONTACT_FIELDS.find((field) => errors[field]);
    if (firstInvalid) controls.current[firstInvalid]?.focus();
  }, [submitCount, isSubmitting, errors]);

  const field = (name: keyof ContactMessage) => ({
    name,
    value: formik.values[name],
    error: formik.errors[name],
    onBlur: formik.handleBlur,
    onChange: (event: ChangeEvent<Control>) => {
      formik.handleChange(event);
      // The message under a field describes what is there now: editing clears it.
      if (formik.errors[name]) formik.setFieldError(name, undefined);
    },
    inputRef: (el: Control | null) => {
      controls.current[name] = el;
    },
    maxLength: LIMITS[name],
  });

  return { formik, field, honeypot, setHoneypot, form };
}

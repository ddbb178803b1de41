/**
 * The contact form (spec §4, §5, §7, §8): validated on submit, sent through EmailJS, and never
 * losing what the visitor typed — on a failed send, on a reload (draft in sessionStorage), or
 * when the service is down (the error offers to write an email instead).
 */
import { useFormik } from 'formik';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { SendIcon } from '../../components/icon';
import { notifyError, notifySuccess } from '../../components/notify';
import { profile } from '../../content/profile';
import { sendEmail, type ContactMessage } from '../../lib/emailjs-client';
import { mailtoLink } from '../../lib/mailto';
import { LIMITS, SEND_COOLDOWN_SECONDS, toastMessages as t } from './contact-messages';
import { emailConfig } from './email-config';
import { FormField } from './form-field';
import { clearDraft, useContactDraft } from './use-contact-draft';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
const EMPTY: ContactMessage = { name: '', email: '', subject: '', message: '' };
// yup stays out of the first load: it arrives with the first submit.
const loadValidation = () => import('./contact-validation');

export function ContactForm() {
  const [honeypot, setHoneypot] = useState('');
  // False in the prerendered HTML: until this code runs, a native submit would put the message
  // in the URL, so the button stays disabled until hydration.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const lastSentAt = useRef(0);
  const sending = useRef(false);
  const refs = useRef<Partial<Record<keyof ContactMessage, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  const formik = useFormik<ContactMessage>({
    initialValues: EMPTY,
    validateOnChange: false,
    validateOnBlur: false,
    validate: async (values) => (await loadValidation()).validateContact(values),
    onSubmit: async (values, helpers) => {
      const succeed = () => {
        void notifySuccess(t.sentTitle, t.sentDescription);
        helpers.resetForm();
        setHoneypot('');
        clearDraft();
        lastSentAt.current = Date.now();
      };
      // A bot filled the hidden field: look successful, send nothing.
      if (honeypot) return succeed();
      const wait = Math.ceil((lastSentAt.current + SEND_COOLDOWN_SECONDS * 1000 - Date.now()) / 1000);
      if (wait > 0) {
        void notifyError(t.failedTitle, t.cooldown(wait));
        return;
      }
      const message = (await loadValidation()).cleanContact(values);
      try {
        await sendEmail(emailConfig(), message);
        succeed();
      } catch (error) {
        const description = error instanceof Error && error.message ? error.message : t.failedFallback;
        const body = `${message.message}\n\n— ${message.name} <${message.email}>`;
        void notifyError(t.failedTitle, description, <a href={mailtoLink(profile.email, { subject: message.subject, body })}>{t.writeByEmail}</a>);
      }
    },
  });

  useContactDraft(formik.values, (draft) => void formik.setValues(draft, false));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    try {
      const errors = await formik.validateForm();
      const firstInvalid = FIELDS.find((field) => errors[field]);
      if (firstInvalid) {
        refs.current[firstInvalid]?.focus();
        return;
      }
      await formik.submitForm();
    } finally {
      sending.current = false;
    }
  };

  const field = (name: keyof ContactMessage) => ({
    name,
    value: formik.values[name],
    error: formik.errors[name],
    onBlur: formik.handleBlur,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      formik.handleChange(event);
      // The message under a field describes what is there now: editing clears it.
      if (formik.errors[name]) formik.setFieldError(name, undefined);
    },
    inputRef: (el: HTMLInputElement | HTMLTextAreaElement | null) => {
      refs.current[name] = el;
    },
    maxLength: LIMITS[name],
  });

  return (
    <Form noValidate onSubmit={onSubmit} aria-labelledby="contact-form-title" data-ready={ready ? 'true' : undefined}>
      <FormTitle id="contact-form-title">Send a message</FormTitle>
      <Row>
        <FormField label="Name" autoComplete="name" {...field('name')} />
        <FormField label="Email" type="email" autoComplete="email" {...field('email')} />
      </Row>
      <FormField label="Subject" {...field('subject')} />
      <FormField label="Message" multiline counterFrom={Math.floor(LIMITS.message * 0.8)} {...field('message')} />
      <Honeypot aria-hidden="true">
        <label>
          Leave this field empty
          <input type="text" name="website" tabIndex={-1} autoComplete="off" value={honeypot} onChange={(e) => setHoneypot(e.target.value)} />
        </label>
      </Honeypot>
      <Footer>
        <Hint>
          <span aria-hidden="true">*</span> Required
        </Hint>
        <Button type="submit" disabled={!ready || formik.isSubmitting}>
          <SendIcon size={18} />
          {formik.isSubmitting ? 'Sending…' : 'Send Message'}
        </Button>
      </Footer>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  min-width: 0;

  @media (max-width: ${({ theme }) => theme.breakpoints.small}px) {
    padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  }
`;

const FormTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
`;

const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  span { color: ${({ theme }) => theme.colors.destructive}; }
`;

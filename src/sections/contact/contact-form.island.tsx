/**
 * The contact form's view: four labelled fields, a hidden honeypot and the send button. What it
 * does is in use-contact-form.ts. It is an island: prerendered, so a visitor can start typing
 * before its code arrives — nothing typed is lost, and a Send pressed early is held and sent as
 * soon as the form is ready.
 */
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/button.tsx';
import { SendIcon } from '../../components/icon.tsx';
import { notifyError } from '../../components/notify.ts';
import { cardSurface } from '../../components/surfaces.ts';
import { fallbackMailto } from '../../lib/contact-rules.ts';
import type { EmailJsConfig } from '../../lib/emailjs-client.ts';
import { defineIsland } from '../../islands/define-island.ts';
import { usePageLanguage } from '../../i18n/page-language.tsx';
import { LIMITS } from './contact-limits.ts';
import { FormField } from './form-field.tsx';
import { useContactForm } from './use-contact-form.ts';

interface ContactFormProps {
  /** The owner's address, for the "write an email instead" link when sending fails. */
  ownerEmail: string;
  /** Where and how to send (site.yaml, overridable at build time). */
  emailjs: EmailJsConfig;
}

export function ContactForm({ ownerEmail, emailjs }: ContactFormProps) {
  const page = usePageLanguage();
  const { contact, toasts } = page.dictionary;
  const { formik, field, honeypot, setHoneypot, form } = useContactForm({
    emailjs,
    page,
    onSendFailed: (message, description) =>
      void notifyError(toasts, toasts.failedTitle, description, <a href={fallbackMailto(ownerEmail, message)}>{toasts.writeByEmail}</a>),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!formik.isSubmitting) formik.handleSubmit(event);
  };
  return (
    // method="post": without JavaScript a submission must not put the message in the URL.
    <Form ref={form} method="post" noValidate onSubmit={onSubmit} aria-labelledby="contact-form-title">
      <FormTitle id="contact-form-title">{contact.formTitle}</FormTitle>
      <Row>
        <FormField label={contact.fields.name} autoComplete="name" {...field('name')} />
        <FormField label={contact.fields.email} type="email" autoComplete="email" {...field('email')} />
      </Row>
      <FormField label={contact.fields.subject} {...field('subject')} />
      <FormField label={contact.fields.message} multiline counterFrom={Math.floor(LIMITS.message * 0.8)} locale={page.tag} {...field('message')} />
      <Honeypot aria-hidden="true">
        <label>
          {contact.honeypot}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" value={honeypot} onChange={(e) => setHoneypot(e.target.value)} />
        </label>
      </Honeypot>
      <Footer>
        <Hint>
          <span aria-hidden="true">*</span> {contact.required}
        </Hint>
        <SendButton type="submit" disabled={formik.isSubmitting}>
          <SendIcon size={18} />
          {formik.isSubmitting ? contact.sending : contact.send}
        </SendButton>
      </Footer>
    </Form>
  );
}

export default defineIsland('contact-form', ContactForm);

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl};
  ${cardSurface}
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
  span {
    color: ${({ theme }) => theme.colors.destructive};
  }
`;

const SendButton = styled(Button)`
  /* A Send pressed before the form's code arrived is held until it is ready (see the islands). */
  [aria-busy='true'] & {
    cursor: progress;
  }
  /* Without JavaScript nothing can send it (contact-section.tsx says so instead). */
  html:not(.js) & {
    display: none;
  }
`;

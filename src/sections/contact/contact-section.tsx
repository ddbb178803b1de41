/** Contact (spec §2): the contact methods beside the form; stacked from 643 px down. */
import styled from 'styled-components';
import { PageSection } from '../../components/page-section';
import { SectionHeading } from '../../components/section-heading';
import { usePageContent } from '../../hooks/page-content';
import { usePageWords } from '../../i18n/page-dictionary';
import { Island } from '../../islands/island';
import { mailtoLink } from '../../lib/mailto';
import { media } from '../../theme/theme';
import contactForm from './contact-form.island';
import contactMethods from './contact-methods.island';
import { emailConfig } from './email-config';

export function ContactSection() {
  const { contact, profile, site } = usePageContent();
  const t = usePageWords();
  const names = t.contact.methodNames;
  return (
    <PageSection section="contact">
      <SectionHeading section="contact" lead={contact.lead}>
        {t.contactSection.title}
      </SectionHeading>
      <PrintContact data-print="only">
        {names.Email}: {profile.email} · {names.Phone}: {profile.phone} · {names.LinkedIn}: {profile.profiles.linkedin}
      </PrintContact>
      <Layout data-print="hide">
        <Island
          of={contactMethods}
          hydrate="visible"
          props={{ methods: contact.methods, email: profile.email, phone: profile.phone, linkedin: profile.profiles.linkedin }}
        />
        <div>
          <Island of={contactForm} hydrate="visible" props={{ ownerEmail: profile.email, emailjs: emailConfig(site.emailjs) }} />
          <noscript>
            <NoScript>
              {t.contactSection.noScript.before}
              <a href={mailtoLink(profile.email)}>{profile.email}</a>
              {t.contactSection.noScript.after}
            </NoScript>
          </noscript>
        </div>
      </Layout>
    </PageSection>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(16rem, 22rem) minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space.xl};

  ${media.upToSmall} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const NoScript = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted};
`;

const PrintContact = styled.p`
  font-weight: 600;
`;

/** Contact (docs/product-spec.md §2): the contact methods beside the form; stacked from 643 px down. */
import styled from 'styled-components';
import { PageSection } from '../../components/page-section.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import { usePageContent } from '../../hooks/page-content.tsx';
import { usePageWords } from '../../i18n/page-dictionary.ts';
import { Island } from '../../islands/island.tsx';
import { mailtoLink } from '../../lib/mailto.ts';
import { media } from '../../theme/theme.ts';
import contactForm from './contact-form.island.tsx';
import contactMethods from './contact-methods.island.tsx';
import { emailConfig } from './email-config.ts';

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

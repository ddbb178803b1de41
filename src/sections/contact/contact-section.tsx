/** Contact (spec §2): the contact methods beside the form; stacked from 643 px down. */
import { Suspense } from 'react';
import styled from 'styled-components';
import { PageSection } from '../../components/page-section';
import { SectionHeading } from '../../components/section-heading';
import { contact } from '../../content/contact';
import { profile } from '../../content/profile';
import { media } from '../../theme/theme';
import { ContactMethods } from './contact-methods';
import { LazyContactForm } from './load-contact-form';

export function ContactSection() {
  return (
    <PageSection id="contact" labelledBy="contact-title">
      <SectionHeading index="05" id="contact-title" lead={contact.lead}>
        Get In Touch
      </SectionHeading>
      <PrintContact data-print="only">
        Email: {profile.email} · Phone: {profile.phone} · LinkedIn: {profile.profiles.linkedin}
      </PrintContact>
      <Layout data-print="hide">
        <ContactMethods />
        {/* Only without prerendered HTML (the dev server) is this fallback ever seen. */}
        <Suspense fallback={<FormPlaceholder aria-hidden="true" />}>
          <LazyContactForm />
        </Suspense>
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

const PrintContact = styled.p`
  font-weight: 600;
`;

const FormPlaceholder = styled.div`
  min-height: 32rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

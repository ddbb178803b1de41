/** Contact (spec §2): the contact methods beside the form; stacked from 643 px down. */
import styled from 'styled-components';
import { PageSection } from '../../components/page-section';
import { SectionHeading } from '../../components/section-heading';
import { contact } from '../../content/contact';
import { media } from '../../theme/theme';
import { ContactForm } from './contact-form';
import { ContactMethods } from './contact-methods';

export function ContactSection() {
  return (
    <PageSection id="contact" labelledBy="contact-title">
      <SectionHeading index="05" id="contact-title" lead={contact.lead}>
        Get In Touch
      </SectionHeading>
      <Layout>
        <ContactMethods />
        <ContactForm />
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

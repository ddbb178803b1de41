/** Contact (spec §2). */
import { PageSection } from '../../components/page-section';
import { SectionHeading } from '../../components/section-heading';
import { profile } from '../../content/profile';

export function ContactSection() {
  return (
    <PageSection id="contact" labelledBy="contact-title">
      <SectionHeading index="05" id="contact-title" lead="Have a project or a role in mind? I usually answer within a day.">
        Get In Touch
      </SectionHeading>
      <p>
        <a href={`mailto:${profile.email}`}>{profile.email}</a>
      </p>
    </PageSection>
  );
}

/** The single home page: sections in the order of spec §2. */
import { profile } from '../content/profile';
import { initials } from '../lib/initials';
import { AboutSection } from '../sections/about/about-section';
import { ContactSection } from '../sections/contact/contact-section';
import { ExperienceSection } from '../sections/experience/experience-section';
import { SiteFooter } from '../sections/footer/site-footer';
import { HeroSection } from '../sections/hero/hero-section';
import { BackToTopButton } from '../sections/navigation/back-to-top-button';
import { ScrollProgressBar } from '../sections/navigation/scroll-progress-bar';
import { SiteNav } from '../sections/navigation/site-nav';
import { ProjectsSection } from '../sections/projects/projects-section';
import { SkillsSection } from '../sections/skills/skills-section';
import { SkipLink } from './skip-link';

export function HomePage() {
  return (
    <>
      <SkipLink data-print="hide" href="#main">Skip to content</SkipLink>
      <ScrollProgressBar />
      <SiteNav initials={initials(profile.name)} />
      <main id="main" tabIndex={-1}>
        <HeroSection />
        <AboutSection />
        <SkillsSection />
        <ExperienceSection />
        <ProjectsSection />
        <ContactSection />
      </main>
      <SiteFooter />
      <BackToTopButton />
    </>
  );
}

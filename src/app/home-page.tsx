/** The single home page: sections in the order of spec §2, with the page-wide islands around them. */
import styled from 'styled-components';
import { usePageContent } from '../hooks/page-content';
import { Island } from '../islands/island';
import { languages } from '../content/localized';
import { usePageWords } from '../i18n/page-dictionary';
import { usePageLanguage } from '../i18n/page-language';
import { initials } from '../lib/initials';
import { otherLanguages } from '../lib/language-choices';
import { projectPath } from '../lib/site-paths';
import { AboutSection } from '../sections/about/about-section';
import { ContactSection } from '../sections/contact/contact-section';
import { ExperienceSection } from '../sections/experience/experience-section';
import { FooterSection } from '../sections/footer/footer-section';
import { HeroSection } from '../sections/hero/hero-section';
import backToTopButton from '../sections/navigation/back-to-top-button.island';
import scrollProgressBar from '../sections/navigation/scroll-progress-bar.island';
import siteNav from '../sections/navigation/site-nav.island';
import { ProjectsSection } from '../sections/projects/projects-section';
import { SkillsSection } from '../sections/skills/skills-section';
import type { PageProps } from './pages';
import { SkipLink } from './skip-link';

/** The home page; on a project page (`/projects/<slug>/`), with that project's dialog open. */
export function HomePage({ project }: PageProps) {
  const { profile } = usePageContent();
  const { tag, base } = usePageLanguage();
  const t = usePageWords();
  const nav = {
    initials: initials(profile.name),
    languages: otherLanguages(languages, tag),
    path: project ? projectPath(project, base) : `${base}/`,
  };
  return (
    <>
      <SkipLink data-print="hide" href="#main">
        {t.page.skipToContent}
      </SkipLink>
      {/* The page's banner: the scroll progress and the navigation, one landmark for both. */}
      <Banner>
        <Island of={scrollProgressBar} hydrate="idle" props={{}} />
        <Island of={siteNav} hydrate="idle" props={nav} />
      </Banner>
      <main id="main" tabIndex={-1}>
        <HeroSection />
        <AboutSection />
        <SkillsSection />
        <ExperienceSection />
        <ProjectsSection open={project} />
        <ContactSection />
      </main>
      <FooterSection />
      <Island of={backToTopButton} hydrate="idle" props={{}} />
    </>
  );
}

// No box of its own, so the navigation inside stays sticky to the page, not to this element.
const Banner = styled.header`
  display: contents;
`;

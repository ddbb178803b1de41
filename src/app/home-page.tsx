/** The single home page: sections in the order of docs/product-spec.md §2, with the page-wide islands around them. */
import styled from 'styled-components';
import { usePageContent } from '../hooks/page-content.tsx';
import { useSiteData } from '../hooks/site-data.tsx';
import { Island } from '../islands/island.tsx';
import { usePageWords } from '../i18n/page-dictionary.ts';
import { usePageLanguage } from '../i18n/page-language.tsx';
import { initials } from '../lib/initials.ts';
import { otherLanguages } from '../lib/language-choices.ts';
import { projectPath } from '../lib/site-paths.ts';
import { AboutSection } from '../sections/about/about-section.tsx';
import { ContactSection } from '../sections/contact/contact-section.tsx';
import { ExperienceSection } from '../sections/experience/experience-section.tsx';
import { FooterSection } from '../sections/footer/footer-section.tsx';
import { HeroSection } from '../sections/hero/hero-section.tsx';
import backToTopButton from '../sections/navigation/back-to-top-button.island.tsx';
import scrollProgressBar from '../sections/navigation/scroll-progress-bar.island.tsx';
import siteNav from '../sections/navigation/site-nav.island.tsx';
import { ProjectsSection } from '../sections/projects/projects-section.tsx';
import { SkillsSection } from '../sections/skills/skills-section.tsx';
import type { PageProps } from './pages.ts';
import { SkipLink } from './skip-link.tsx';

/** The home page; on a project page (`/projects/<slug>/`), with that project's dialog open. */
export function HomePage({ project }: PageProps) {
  const { profile } = usePageContent();
  const { languages } = useSiteData();
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

/**
 * The single home page: its sections in the owner's order (content/site.yaml `sections`; by
 * default docs/product-spec.md §2's), with the page-wide islands around them.
 */
import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { usePageContent } from '../hooks/page-content.tsx';
import { useSiteData } from '../hooks/site-data.tsx';
import { Island } from '../islands/island.tsx';
import { usePageWords } from '../i18n/page-dictionary.ts';
import { usePageLanguage } from '../i18n/page-language.tsx';
import { categoryLabel } from '../lib/category-label.ts';
import { initials } from '../lib/initials.ts';
import { otherLanguages } from '../lib/language-choices.ts';
import { isBuiltInSection, type BuiltInSection } from '../lib/page-sections.ts';
import { absoluteUrl, projectPath } from '../lib/site-paths.ts';
import { AboutSection } from '../sections/about/about-section.tsx';
import { ContactSection } from '../sections/contact/contact-section.tsx';
import { CustomSection } from '../sections/custom/custom-section.tsx';
import { ExperienceSection } from '../sections/experience/experience-section.tsx';
import { FooterSection } from '../sections/footer/footer-section.tsx';
import { HeroSection } from '../sections/hero/hero-section.tsx';
import backToTopButton from '../sections/navigation/back-to-top-button.island.tsx';
import scrollProgressBar from '../sections/navigation/scroll-progress-bar.island.tsx';
import siteNav from '../sections/navigation/site-nav.island.tsx';
import projectDialog from '../sections/projects/project-dialog.island.tsx';
import { dialogImages } from '../sections/projects/project-images.ts';
import { ProjectsSection } from '../sections/projects/projects-section.tsx';
import { SkillsSection } from '../sections/skills/skills-section.tsx';
import type { PageProps } from './pages.ts';
import { SkipLink } from './skip-link.tsx';

/** The home page; on a project page (`/projects/<slug>/`), with that project's dialog open. */
export function HomePage({ project }: PageProps) {
  const content = usePageContent();
  const { profile } = content;
  const { languages, images } = useSiteData();
  const { tag, base } = usePageLanguage();
  const t = usePageWords();
  const { sections } = content.site;
  const nav = {
    initials: initials(profile.name),
    // A built-in section by its id alone: the island names it from its dictionary (the owner's words included).
    sections: sections.map((id) =>
      isBuiltInSection(id) ? id : { id, label: content.customSections[id]?.navLabel ?? content.customSections[id]?.title ?? id },
    ),
    languages: otherLanguages(languages, tag),
    path: project ? projectPath(project, base) : `${base}/`,
  };
  const opened = project === undefined ? undefined : content.projects.projects.find((p) => p.slug === project);
  const builtIn: Record<BuiltInSection, () => ReactNode> = {
    home: () => <HeroSection behindDialog={opened !== undefined} />,
    about: () => <AboutSection />,
    skills: () => <SkillsSection />,
    experience: () => <ExperienceSection />,
    projects: () => <ProjectsSection open={project} />,
    contact: () => <ContactSection />,
  };
  return (
    <>
      {/* First in the page, so it paints with the first bytes; hydrated as soon as its code is there. */}
      {opened ? (
        <Island
          of={projectDialog}
          hydrate="load"
          props={{
            project: opened,
            typeLabel: categoryLabel(content.projects.types, opened.type),
            images: dialogImages(opened, images),
            shareUrl: absoluteUrl(content.site.url, projectPath(opened.slug, base)),
            languages: otherLanguages(languages, tag),
            page: { base, siteTitle: content.site.title },
          }}
        />
      ) : null}
      <SkipLink data-print="hide" href="#main">
        {t.page.skipToContent}
      </SkipLink>
      {/* The page's banner: the scroll progress and the navigation, one landmark for both. */}
      <Banner>
        <Island of={scrollProgressBar} hydrate="idle" props={{}} />
        <Island of={siteNav} hydrate="idle" props={nav} />
      </Banner>
      <main id="main" tabIndex={-1}>
        {sections.map((id) => {
          const custom = content.customSections[id];
          return <Fragment key={id}>{isBuiltInSection(id) ? builtIn[id]() : custom ? <CustomSection id={id} section={custom} /> : null}</Fragment>;
        })}
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

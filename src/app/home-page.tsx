/**
 * The single home page: its sections in the owner's order (content/site.yaml `sections`; by
 * default docs/product-spec.md §2's), with the page-wide islands around them.
 */
import { Fragment, type ReactNode } from 'react';
import { usePageContent } from '../hooks/page-content.tsx';
import { useSiteData } from '../hooks/site-data.tsx';
import { useIndexedMarks } from '../hooks/use-search-marks.ts';
import { Island } from '../islands/island.tsx';
import { usePageLanguage } from '../i18n/page-language.tsx';
import { categoryLabel } from '../lib/category-label.ts';
import { shownFactsFor } from '../lib/github-facts.ts';
import { otherLanguages } from '../lib/language-choices.ts';
import { isBuiltInSection, type BuiltInSection } from '../lib/page-sections.ts';
import { absoluteUrl, projectPath } from '../lib/site-paths.ts';
import { AboutSection } from '../sections/about/about-section.tsx';
import { ContactSection } from '../sections/contact/contact-section.tsx';
import { CustomSection } from '../sections/custom/custom-section.tsx';
import { ExperienceSection } from '../sections/experience/experience-section.tsx';
import { HeroSection } from '../sections/hero/hero-section.tsx';
import projectDialog from '../sections/projects/project-dialog.island.tsx';
import { dialogImages } from '../sections/projects/project-images.ts';
import { ProjectsSection } from '../sections/projects/projects-section.tsx';
import { SkillsSection } from '../sections/skills/skills-section.tsx';
import { WritingSection } from '../sections/writing/writing-section.tsx';
import { homeNav } from './nav-props.ts';
import type { PageProps } from './page-props.ts';
import { SiteChrome } from './site-chrome.tsx';

/** The home page; on a project page (`/projects/<slug>/`), with that project's dialog open. */
export function HomePage({ project }: PageProps) {
  const content = usePageContent();
  const { languages, images, githubFacts } = useSiteData();
  const { tag, base } = usePageLanguage();
  const { sections } = content.site;
  const nav = homeNav({ content, languages, tag, base, path: project ? projectPath(project, base) : `${base}/` });
  const opened = project === undefined ? undefined : content.projects.projects.find((p) => p.slug === project);
  // A project's page is found as that project: its dialog, not the home page behind it.
  const dialogMarks = useIndexedMarks(opened !== undefined, opened?.title);
  const openedFacts = opened && shownFactsFor(githubFacts, opened, tag);
  const builtIn: Record<BuiltInSection, () => ReactNode> = {
    home: () => <HeroSection behindDialog={opened !== undefined} />,
    about: () => <AboutSection />,
    skills: () => <SkillsSection />,
    experience: () => <ExperienceSection />,
    projects: () => <ProjectsSection open={project} />,
    writing: () => <WritingSection />,
    contact: () => <ContactSection />,
  };
  return (
    <>
      {/* First in the page, so it paints with the first bytes; a modal at once (prerendered-dialog.ts), its content hydrated at the first interaction. */}
      {opened ? (
        <Island
          of={projectDialog}
          hydrate="interaction"
          propsIn="file"
          marks={dialogMarks}
          props={{
            project: opened,
            typeLabel: categoryLabel(content.projects.types, opened.type),
            images: dialogImages(opened, images),
            shareUrl: absoluteUrl(content.site.url, projectPath(opened.slug, base)),
            languages: otherLanguages(languages, tag),
            page: { siteTitle: content.site.title },
            ...(openedFacts ? { facts: openedFacts } : {}),
          }}
        />
      ) : null}
      <SiteChrome nav={nav} indexed={opened === undefined}>
        {sections.map((id) => {
          const custom = content.customSections[id];
          return <Fragment key={id}>{isBuiltInSection(id) ? builtIn[id]() : custom ? <CustomSection id={id} section={custom} /> : null}</Fragment>;
        })}
      </SiteChrome>
    </>
  );
}

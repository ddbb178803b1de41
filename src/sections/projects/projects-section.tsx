/** Selected Projects (docs/product-spec.md §2): the heading, and the project browser island (filter, cards, dialog). */
import { PageSection } from '../../components/page-section.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import { usePageContent } from '../../hooks/page-content.tsx';
import { useSiteData } from '../../hooks/site-data.tsx';
import { useIgnoredMarks } from '../../hooks/use-search-marks.ts';
import { shownFactsBySlug } from '../../lib/github-facts.ts';
import { otherLanguages } from '../../lib/language-choices.ts';
import { usePageWords } from '../../i18n/page-dictionary.ts';
import { usePageLanguage } from '../../i18n/page-language.tsx';
import { projectImages } from './project-images.ts';
import { Island } from '../../islands/island.tsx';
import projectBrowser from './project-browser.island.tsx';

interface ProjectsSectionProps {
  /** The slug of the project whose dialog is open (on its page, `/projects/<slug>/`). */
  open?: string;
}

export function ProjectsSection({ open }: ProjectsSectionProps) {
  const { projects, profile, site } = usePageContent();
  const { languages, images, githubFacts } = useSiteData();
  const { base, tag } = usePageLanguage();
  const t = usePageWords();
  // Each project is found as its own page (src/app/home-page.tsx), not as a card here.
  const ignored = useIgnoredMarks();
  const facts = shownFactsBySlug(githubFacts, projects.projects, tag);
  return (
    <PageSection section="projects">
      <SectionHeading section="projects" lead={projects.lead}>
        {t.projectsSection.title}
      </SectionHeading>
      {/* On a project's page its dialog is an island of its own (project-dialog.island.tsx): this one still waits to be seen. */}
      <Island
        of={projectBrowser}
        hydrate="visible"
        marks={ignored}
        props={{
          projects: projects.projects,
          images: projectImages(projects.projects, images),
          ...(Object.keys(facts).length > 0 ? { facts } : {}),
          types: projects.types.map(({ id, label }) => ({ value: id, label })),
          filterLabel: t.projectsSection.filter,
          page: { open, siteUrl: site.url, siteTitle: site.title, owner: profile.name, base, languages: otherLanguages(languages, tag) },
        }}
      />
    </PageSection>
  );
}

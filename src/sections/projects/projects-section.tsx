/** Selected Projects (docs/product-spec.md §2): the heading, and the project browser island (filter, cards, dialog). */
import { PageSection } from '../../components/page-section.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import { PROJECT_TYPES } from '../../content/enums.ts';
import type { DeepReadonly, ResolvedProject } from '../../content/types.ts';
import { usePageContent } from '../../hooks/page-content.tsx';
import { useSiteData, type SiteData } from '../../hooks/site-data.tsx';
import { otherLanguages } from '../../lib/language-choices.ts';
import { usePageWords } from '../../i18n/page-dictionary.ts';
import { usePageLanguage } from '../../i18n/page-language.tsx';
import { imageKey, pickImages } from '../../lib/responsive-image.ts';
import { Island } from '../../islands/island.tsx';
import projectBrowser from './project-browser.island.tsx';

interface ProjectsSectionProps {
  /** The slug of the project whose dialog is open (on its page, `/projects/<slug>/`). */
  open?: string;
}

export function ProjectsSection({ open }: ProjectsSectionProps) {
  const { projects, profile, site } = usePageContent();
  const { languages, images } = useSiteData();
  const { base, tag } = usePageLanguage();
  const t = usePageWords();
  return (
    <PageSection section="projects" alternate>
      <SectionHeading section="projects" lead={projects.lead}>
        {t.projectsSection.title}
      </SectionHeading>
      {/* On a project's page the dialog is open: it must be interactive at once, not when scrolled to. */}
      <Island
        of={projectBrowser}
        hydrate={open ? 'load' : 'visible'}
        props={{
          projects: projects.projects,
          images: projectImages(projects.projects, images),
          types: PROJECT_TYPES.map((type) => ({ value: type, label: t.projects.types[type] })),
          filterLabel: t.projectsSection.filter,
          page: { open, siteUrl: site.url, siteTitle: site.title, owner: profile.name, base, languages: otherLanguages(languages, tag) },
        }}
      />
    </PageSection>
  );
}

/** Only the projects' images go into the island's props. */
function projectImages(projects: DeepReadonly<ResolvedProject[]>, images: SiteData['images']) {
  const keys = projects.flatMap((project) => [
    ...project.images.slice(0, 1).map((src) => imageKey('cover', src)),
    ...project.images.map((src) => imageKey('carousel', src)),
  ]);
  return pickImages(images, keys);
}

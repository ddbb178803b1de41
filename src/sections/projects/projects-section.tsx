/** Selected Projects (spec §2): the heading, and the project browser island (filter, cards, dialog). */
import { PageSection } from '../../components/page-section';
import { SectionHeading } from '../../components/section-heading';
import { PROJECT_TYPES } from '../../content/enums';
import { responsiveImages } from '../../content/images';
import { profile } from '../../content/profile';
import { projects } from '../../content/projects';
import { site } from '../../content/site';
import { imageKey, pickImages } from '../../lib/responsive-image';
import { Island } from '../../islands/island';
import projectBrowser from './project-browser.island';

interface ProjectsSectionProps {
  /** The slug of the project whose dialog is open (on its page, `/projects/<slug>/`). */
  open?: string;
}

export function ProjectsSection({ open }: ProjectsSectionProps) {
  return (
    <PageSection section="projects" alternate>
      <SectionHeading section="projects" lead={projects.lead}>
        Selected Projects
      </SectionHeading>
      {/* On a project's page the dialog is open: it must be interactive at once, not when scrolled to. */}
      <Island
        of={projectBrowser}
        hydrate={open ? 'load' : 'visible'}
        props={{
          projects: projects.projects,
          images: projectImages(),
          types: PROJECT_TYPES.map((type) => ({ value: type, label: type })),
          filterLabel: 'Project type',
          page: { open, siteUrl: site.url, siteTitle: site.title, owner: profile.name },
        }}
      />
    </PageSection>
  );
}

/** Only the projects' images go into the island's props. */
function projectImages() {
  const keys = projects.projects.flatMap((project) => [
    ...project.images.slice(0, 1).map((src) => imageKey('cover', src)),
    ...project.images.map((src) => imageKey('carousel', src)),
  ]);
  return pickImages(responsiveImages, keys);
}

/**
 * A section of the owner's own (content/sections/<id>.yaml): its heading and lead, then its
 * entries drawn as its kind says: a list, a grid of cards, or paragraphs.
 */
import { PageSection } from '../../components/page-section.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import type { CustomSection as Section, DeepReadonly } from '../../content/types.ts';
import { CardGrid } from './card-grid.tsx';
import { EntryList } from './entry-list.tsx';
import { Paragraphs } from './paragraphs.tsx';

interface CustomSectionProps {
  /** The section's id: its file's name. */
  id: string;
  section: DeepReadonly<Section>;
}

export function CustomSection({ id, section }: CustomSectionProps) {
  return (
    <PageSection section={id}>
      <SectionHeading section={id} lead={section.lead}>
        {section.title}
      </SectionHeading>
      {section.kind === 'list' ? <EntryList entries={section.entries} /> : null}
      {section.kind === 'cards' ? <CardGrid entries={section.entries} /> : null}
      {section.kind === 'text' ? <Paragraphs paragraphs={section.paragraphs} /> : null}
    </PageSection>
  );
}

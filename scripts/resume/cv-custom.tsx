/**
 * The owner's own sections in the PDF CV (content/sections/<id>.yaml), drawn like its other
 * entries: a list's entries with their date in the CV's language, its cards as entries with their
 * link and tags, a text's paragraphs. Links show where they go and are clickable, like the CV's
 * other links.
 */
import type { ReactNode } from 'react';
import { Link, Text, View } from '@react-pdf/renderer';
import { displayWhen } from '../../src/lib/period.ts';
import type { CvContent } from './cv-content.ts';
import { Bullet, displayUrl, EntryHead } from './cv-parts.tsx';
import { useCvStyles } from './cv-styles.ts';

type CvSection = CvContent['customSections'][string];
type ListEntry = Extract<CvSection, { kind: 'list' }>['entries'][number];
type CardEntry = Extract<CvSection, { kind: 'cards' }>['entries'][number];

function EntryLink({ url }: { url: string }) {
  const s = useCvStyles();
  return (
    <Link src={url} style={s.link}>
      {displayUrl(url)}
    </Link>
  );
}

function ListItem({ entry, cv }: { entry: ListEntry; cv: CvContent }) {
  const s = useCvStyles();
  // The line under the title, as an experience's: who or where it was, then the link.
  const facts = [
    entry.subtitle ? (
      <Text key="subtitle" style={s.strong}>
        {entry.subtitle}
      </Text>
    ) : undefined,
    entry.location,
    entry.link ? <EntryLink key="link" url={entry.link} /> : undefined,
  ].filter((fact) => fact !== undefined);
  return (
    <View style={s.entry} wrap={false}>
      <EntryHead title={entry.title}>
        {entry.period ? <Text style={s.entryDate}>{displayWhen(entry.period, cv.lang, cv.labels.present)}</Text> : null}
      </EntryHead>
      {facts.length ? <Text style={s.entryMeta}>{facts.flatMap((fact, i) => (i ? ['  ·  ', fact] : [fact]))}</Text> : null}
      {entry.description ? <Text style={s.paragraph}>{entry.description}</Text> : null}
      {entry.bullets?.map((bullet) => (
        <Bullet key={bullet}>{bullet}</Bullet>
      ))}
    </View>
  );
}

function CardItem({ entry }: { entry: CardEntry }) {
  const s = useCvStyles();
  return (
    <View style={s.entry} wrap={false}>
      <EntryHead title={entry.title}>
        {entry.link ? (
          <View style={s.projectLinks}>
            <EntryLink url={entry.link} />
          </View>
        ) : null}
      </EntryHead>
      <Text style={s.paragraph}>{entry.description}</Text>
      {entry.tags ? <Text style={s.tags}>{entry.tags.join('  ·  ')}</Text> : null}
    </View>
  );
}

function Paragraph({ text }: { text: string }) {
  const s = useCvStyles();
  return <Text style={s.paragraph}>{text}</Text>;
}

/** A section's items, for `Section` (cv-parts.tsx) under the section's title. */
export function customSectionItems(section: CvSection, cv: CvContent): ReactNode[] {
  switch (section.kind) {
    case 'list':
      return section.entries.map((entry) => <ListItem key={entry.id ?? entry.title} entry={entry} cv={cv} />);
    case 'cards':
      return section.entries.map((entry) => <CardItem key={entry.id ?? entry.title} entry={entry} />);
    case 'text':
      // Paragraphs may repeat; their order is their identity.
      return section.paragraphs.map((paragraph, i) => <Paragraph key={i} text={paragraph} />);
  }
}

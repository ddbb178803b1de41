/**
 * The pieces of the PDF CV: a section with its heading, an entry's first line and its bullets, an
 * experience entry, a project, and the small text helpers (periods per language, links shown
 * without their scheme).
 */
import type { ReactNode } from 'react';
import { Link, Text, View } from '@react-pdf/renderer';
import { categoryLabel } from '../../src/lib/category-label.ts';
import { displayPeriod } from '../../src/lib/period.ts';
import type { CvContent } from './cv-content.ts';
import { useCvStyles } from './cv-styles.ts';

type Entry = CvContent['experience']['roles'][number];
type Project = CvContent['projects'][number];

/** `https://www.linkedin.com/in/sam/` → `linkedin.com/in/sam`: what a reader needs to see. */
export function displayUrl(url: string): string {
  return url
    .replace(/^[a-z]+:\/\//i, '')
    .replace(/^www\./, '')
    .replace(/\/$/, '');
}

/** A content period in the CV's language; text that is not a period is printed as written. */
function cvPeriod(text: string, cv: CvContent): string {
  return displayPeriod(text, cv.lang, cv.labels.present);
}

/** A titled section; the title and the first item stay on one page, so a heading never ends a page alone. */
export function Section({ title, items }: { title: string; items: ReactNode[] }) {
  const s = useCvStyles();
  if (items.length === 0) return null;
  return (
    <View style={s.section}>
      <View wrap={false}>
        <Text style={s.sectionTitle}>{title}</Text>
        {items[0]}
      </View>
      {items.slice(1)}
    </View>
  );
}

export function Bullet({ children }: { children: ReactNode }) {
  const s = useCvStyles();
  return (
    <View style={s.bullet}>
      <Text style={s.bulletMark}>•</Text>
      <Text style={s.bulletText}>{children}</Text>
    </View>
  );
}

/** An entry's first line: its title, and on the right what is given (its date, its links). */
export function EntryHead({ title, children }: { title: string; children?: ReactNode }) {
  const s = useCvStyles();
  return (
    <View style={s.entryHead}>
      <Text style={s.entryTitle}>{title}</Text>
      {children}
    </View>
  );
}

export function ExperienceItem({ entry, cv }: { entry: Entry; cv: CvContent }) {
  const s = useCvStyles();
  return (
    <View style={s.entry} wrap={false}>
      <EntryHead title={entry.position}>
        <Text style={s.entryDate}>{cvPeriod(entry.period, cv)}</Text>
      </EntryHead>
      <Text style={s.entryMeta}>
        <Text style={s.strong}>{entry.company}</Text>
        {`  ·  ${entry.location}  ·  ${categoryLabel(cv.types.experience, entry.type)}`}
      </Text>
      {entry.achievements.map((a) => (
        <Bullet key={a}>{a}</Bullet>
      ))}
      <Text style={s.tags}>{entry.technologies.join('  ·  ')}</Text>
    </View>
  );
}

export function ProjectItem({ project, cv }: { project: Project; cv: CvContent }) {
  const s = useCvStyles();
  const links = [
    project.links?.live ? { label: cv.labels.liveSite, url: project.links.live } : undefined,
    project.links?.github ? { label: cv.labels.sourceCode, url: project.links.github } : undefined,
  ].filter((l) => l !== undefined);
  return (
    <View style={s.entry} wrap={false}>
      <EntryHead title={project.title}>
        <View style={s.projectLinks}>
          {links.map((l) => (
            <Text key={l.url} style={s.projectLink}>
              {`${l.label} `}
              <Link src={l.url} style={s.link}>
                {displayUrl(l.url)}
              </Link>
            </Text>
          ))}
        </View>
      </EntryHead>
      <Text style={s.paragraph}>{project.description}</Text>
      <Text style={s.tags}>{[categoryLabel(cv.types.projects, project.type), ...project.skills].join('  ·  ')}</Text>
    </View>
  );
}

export function EducationItem({ entry, cv }: { entry: CvContent['education'][number]; cv: CvContent }) {
  const s = useCvStyles();
  return (
    <View style={s.entry} wrap={false}>
      <EntryHead title={entry.title}>
        <Text style={s.entryDate}>{cvPeriod(entry.period, cv)}</Text>
      </EntryHead>
      <Text style={s.entryMeta}>
        <Text style={s.strong}>{entry.school}</Text>
        {`  ·  ${entry.location}`}
      </Text>
    </View>
  );
}

/** "Title - Subtitle": the title is the link to the certificate, the subtitle follows it. */
export function CertificationItem({ certification }: { certification: CvContent['certifications'][number] }) {
  const s = useCvStyles();
  const [name, ...rest] = certification.title.split(' - ');
  return (
    <Bullet>
      <Link src={certification.link} style={s.link}>
        {name}
      </Link>
      {rest.length > 0 ? `  ·  ${rest.join(' - ')}` : ''}
    </Bullet>
  );
}

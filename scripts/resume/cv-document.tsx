/**
 * The CV as a react-pdf document, from the same typed content as the site: name, headline and a
 * contact line of working links, then the profile, experience, internships, education,
 * certifications, skills and projects, and the owner's own sections, as the page has them
 * (cv-order.ts). One column, A4, the name and contact in the footer of every page.
 */
import { Fragment, type ReactNode } from 'react';
import { Document, Image, Link, Page, Text, View } from '@react-pdf/renderer';
import { mailtoLink } from '../../src/lib/mailto.ts';
import { telHref } from '../../src/lib/tel-href.ts';
import type { CvContent } from './cv-content.ts';
import { customSectionItems } from './cv-custom.tsx';
import { cvOrder, type CvBlock } from './cv-order.ts';
import { CertificationItem, displayUrl, EducationItem, ExperienceItem, ProjectItem, Section } from './cv-parts.tsx';
import type { CvPhoto } from './cv-photo.ts';
import { useCvStyles } from './cv-styles.ts';

export interface CvDocumentProps {
  cv: CvContent;
  /** The portrait, already read (see cv-photo.ts). */
  photo?: CvPhoto;
  /** The document's creation date: the build's, so the same content makes the same file. */
  date?: Date;
}

function Header({ cv, photo }: CvDocumentProps) {
  const s = useCvStyles();
  const { profile, site, labels } = cv;
  const links = [
    { label: labels.email, href: mailtoLink(profile.email), text: profile.email },
    { label: labels.phone, href: telHref(profile.phone), text: profile.phone },
    { label: labels.website, href: site.url, text: displayUrl(site.url) },
    { label: 'GitHub', href: profile.profiles.github, text: displayUrl(profile.profiles.github) },
    { label: 'LinkedIn', href: profile.profiles.linkedin, text: displayUrl(profile.profiles.linkedin) },
  ];
  return (
    <View style={s.header}>
      <View style={s.headerText}>
        <Text style={s.name}>{profile.name}</Text>
        <Text style={s.headline}>{profile.headline}</Text>
        <View style={s.contact}>
          <Text style={s.contactItem}>{profile.location}</Text>
          {links.map((l) => (
            <Link key={l.href} src={l.href} style={[s.contactItem, s.link]}>
              {l.text}
            </Link>
          ))}
        </View>
      </View>
      {photo && <Image style={s.photo} src={photo} />}
    </View>
  );
}

export function CvDocument({ cv, photo, date }: CvDocumentProps) {
  const s = useCvStyles();
  const { profile, labels, experience } = cv;
  const title = labels.documentTitle(profile.name);
  const work = (heading: string, entries: typeof experience.roles) => (
    <Section
      title={heading}
      items={entries.map((e) => (
        <ExperienceItem key={`${e.company}-${e.period}`} entry={e} cv={cv} />
      ))}
    />
  );
  const blocks: Record<CvBlock, () => ReactNode> = {
    summary: () => (
      <Section
        title={labels.summary}
        items={[
          <Text key="bio" style={s.paragraph}>
            {profile.bio}
          </Text>,
        ]}
      />
    ),
    experience: () => work(labels.experience, experience.roles),
    internships: () => work(labels.internships, experience.internships),
    education: () => (
      <Section
        title={labels.education}
        items={cv.education.map((e) => (
          <EducationItem key={`${e.school}-${e.title}`} entry={e} cv={cv} />
        ))}
      />
    ),
    certifications: () => (
      <Section
        title={labels.certifications}
        items={cv.certifications.map((c) => (
          <CertificationItem key={c.link} certification={c} />
        ))}
      />
    ),
    skills: () => (
      <Section
        title={labels.skills}
        items={[
          // One block: a skills table split over two pages reads badly.
          <View key="skills" wrap={false}>
            {cv.skills.categories.map((c) => (
              <View key={c.title} style={s.skillRow}>
                <Text style={s.skillTitle}>{c.title}</Text>
                <Text style={s.skillList}>{c.skills.join(', ')}</Text>
              </View>
            ))}
          </View>,
        ]}
      />
    ),
    projects: () => (
      <Section
        title={labels.projects}
        items={cv.projects.map((p) => (
          <ProjectItem key={p.title} project={p} cv={cv} />
        ))}
      />
    ),
  };
  return (
    <Document
      title={title}
      author={profile.name}
      subject={profile.headline}
      language={cv.lang}
      creator="yaml-portfolio"
      producer="yaml-portfolio"
      creationDate={date}
      modificationDate={date}
    >
      <Page size="A4" style={s.page}>
        <View style={s.footer} fixed>
          <Text>{title}</Text>
          {/* Contact rather than "Page 1 of 2": a page-number render prop costs a second layout (~25 % of the time). */}
          <Text>{`${profile.email}  ·  ${profile.phone}`}</Text>
        </View>
        <Header cv={cv} photo={photo} />
        {cvOrder(cv.sections).map((part) => {
          if (typeof part === 'string') return <Fragment key={part}>{blocks[part]()}</Fragment>;
          const section = cv.customSections[part.custom];
          return section ? <Section key={part.custom} title={section.title} items={customSectionItems(section, cv)} /> : null;
        })}
      </Page>
    </Document>
  );
}

/**
 * JSON Resume `education`, `certificates` and `skills` → education.yaml, certifications.yaml and
 * skills.yaml.
 */
import { isSkillIconName, SKILL_ICON_NAMES } from '../../src/lib/icon-names.ts';
import type { Certification, EducationEntry, SkillCategory } from '../../src/content/types.ts';
import { educationPeriod } from './import-dates.ts';
import { entries, isJson, text, texts, type ImportContext, type Json } from './import-context.ts';
import { knownTechnologies } from './import-experience.ts';
import { importedIcons } from './import-categories.ts';
import { guessSkillIcon } from './import-guess.ts';
import { httpsUrl } from './import-profile.ts';
import { kebabCase } from '../../src/lib/kebab-case.ts';
import { joinLocation } from './location.ts';
import { degreeJoiner } from './to-json-resume.ts';

export function importEducation(doc: Json, fallbackLocation: string, ctx: ImportContext): EducationEntry[] {
  const list = entries(doc, 'education');
  return list.map((e, i) => {
    const meta = ctx.metaAt('education', i, list.length);
    const at = `/education/${i}`;
    const degree = [text(e, 'studyType'), text(e, 'area')].filter(Boolean).join(degreeJoiner(ctx.lang));
    const title = meta?.title ?? (degree || undefined);
    if (!title) ctx.todo('education', `${at}/title`, 'no studyType or area: write the degree');
    const school = text(e, 'institution');
    if (!school) ctx.todo('education', `${at}/school`, 'no institution: write the school');
    const period = meta?.period ? { text: meta.period } : educationPeriod(text(e, 'startDate'), text(e, 'endDate'));
    if (period.todo) ctx.todo('education', `${at}/period`, period.todo);
    // `location` is not in the standard, but some tools write it.
    const location = meta?.location ?? (isJson(e.location) ? joinLocation(e.location, ctx.lang) : text(e, 'location'));
    if (!location) ctx.todo('education', `${at}/location`, 'JSON Resume has no place for the school’s town: yours was written');
    ctx.leftover(e, ['institution', 'studyType', 'area', 'startDate', 'endDate', 'location'], 'education[]');
    return {
      ...(meta?.id ? { id: meta.id } : {}),
      title: title ?? 'Degree',
      school: school ?? 'School',
      period: period.text,
      location: location || fallbackLocation,
    };
  });
}

export function importCertifications(doc: Json, ctx: ImportContext): Certification[] {
  const list = entries(doc, 'certificates');
  return list.map((c, i) => {
    const meta = ctx.metaAt('certificates', i, list.length);
    const name = text(c, 'name') ?? 'Certificate';
    if (!text(c, 'name')) ctx.todo('certifications', `/certifications/${i}/title`, 'no name: write the certificate');
    const issuer = text(c, 'issuer');
    // Our titles read "Title - Subtitle"; the issuer fits the subtitle unless the name already says it.
    const title = issuer && !name.toLowerCase().includes(issuer.toLowerCase()) ? `${name} - ${issuer}` : name;
    let link = httpsUrl(text(c, 'url', 'website'), ctx, 'certifications', `/certifications/${i}/link`);
    if (!link) {
      link = `https://example.com/certificates/${kebabCase(name)}`;
      ctx.todo('certifications', `/certifications/${i}/link`, 'no url: link to a page where the certificate can be checked');
    }
    ctx.leftover(c, ['name', 'issuer', 'url', 'website'], 'certificates[]');
    return { ...(meta?.id ? { id: meta.id } : {}), title, link };
  });
}

export function importSkills(doc: Json, ctx: ImportContext): SkillCategory[] {
  const list = entries(doc, 'skills');
  const categories: SkillCategory[] = [];
  const own = importedIcons(ctx) ?? {};
  const loose: string[] = [];
  list.forEach((s, i) => {
    const meta = ctx.metaAt('skills', i, list.length);
    const name = text(s, 'name');
    const keywords = texts(s, 'keywords');
    ctx.leftover(s, ['name', 'keywords'], 'skills[]');
    // A skill without keywords is one skill ("JavaScript", level "Advanced"), not a category.
    if (!keywords.length) {
      if (name) loose.push(name);
      return;
    }
    const icon = meta?.icon && (isSkillIconName(meta.icon) || own[meta.icon] !== undefined) ? meta.icon : guessSkillIcon(name ?? '', keywords);
    if (!meta?.icon) ctx.todo('skills', `/categories/${categories.length}/icon`, `guessed: one of ${SKILL_ICON_NAMES.join(', ')}`);
    if (!name) ctx.todo('skills', `/categories/${categories.length}/title`, 'this skill group had no name: write one');
    categories.push({ ...(meta?.id ? { id: meta.id } : {}), title: name ?? 'Skills', icon, skills: keywords });
  });
  if (loose.length) {
    ctx.todo('skills', `/categories/${categories.length}`, 'these skills had no keywords, so they were grouped here: name the group or split it');
    categories.push({ title: 'Skills', icon: guessSkillIcon('', loose), skills: loose });
  }
  if (!categories.length) {
    const known = knownTechnologies(doc);
    ctx.todo('skills', '/categories/0', 'no skills in the document: this group lists the technologies of your jobs and projects');
    categories.push({ title: 'Skills', icon: 'code', skills: known.length ? known.slice(0, 12) : ['Your main skill'] });
  }
  return categories;
}

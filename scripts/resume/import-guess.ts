/**
 * The importer's guesses for what JSON Resume does not say: whether a job is an internship, its
 * kind, a project's type, a skill category's icon, which known technologies a text mentions.
 * Every guess is marked TODO in the written file; these rules only make the first draft closer.
 */
import type { ExperienceEntry, Project, SkillCategory } from '../../src/content/types.ts';

const INTERNSHIP = /\b(intern|internship|stagiaire|stage|apprentice|apprenticeship|trainee|werkstudent|co-?op)\b/i;
const MASTER = /\b(master'?s?|msc|m\.sc|mba|postgraduate)\b/i;
const CONTRACT = /\b(freelance|freelancer|contract|contractor|consultant|consulting|self-employed|independent)\b/i;
const AI_WORDS = [
  ...['ai', 'a\\.i\\.', 'llm', 'gpt', 'openai', 'machine learning', 'ml', 'deep learning', 'nlp', 'computer vision', 'ocr', 'chatbot', 'agent'],
  ...['automation', 'automate[sd]?', 'n8n', 'zapier', 'make\\.com', 'langchain', 'pytorch', 'tensorflow', 'scikit-learn'],
];
const AI = new RegExp(`\\b(${AI_WORDS.join('|')})\\b`, 'i');

export function isInternship(...texts: (string | undefined)[]): boolean {
  return texts.some((t) => t !== undefined && INTERNSHIP.test(t));
}

export function guessExperienceType(internship: boolean, ...texts: (string | undefined)[]): ExperienceEntry['type'] {
  const said = (re: RegExp) => texts.some((t) => t !== undefined && re.test(t));
  if (internship) return said(MASTER) ? 'Master Thesis Internship' : 'Bachelor Thesis Internship';
  return said(CONTRACT) ? 'Contract' : 'Full-time';
}

export function guessProjectType(...texts: (string | undefined)[]): Project['type'] {
  return texts.some((t) => t !== undefined && AI.test(t)) ? 'AI Automation' : 'Web Application';
}

const ICONS: [SkillCategory['icon'], RegExp][] = [
  ['bot', /\b(ai|ml|machine learning|automation|llm|data science|nlp)\b/i],
  ['database', /\b(database|databases|data|sql|storage|persistence)\b/i],
  ['chart', /\b(analytics|business intelligence|bi|reporting|visuali[sz]ation|dashboards?)\b/i],
  ['wrench', /\b(tools?|tooling|devops|cloud|infrastructure|ops|operations|ci|testing|platforms?)\b/i],
  ['layers', /\b(frameworks?|librar(y|ies)|front-?end|back-?end|web|mobile|ui)\b/i],
  ['code', /\b(languages?|programming|coding)\b/i],
];

export function guessSkillIcon(title: string, keywords: readonly string[]): SkillCategory['icon'] {
  for (const [icon, re] of ICONS) if (re.test(title)) return icon;
  for (const [icon, re] of ICONS) if (keywords.some((k) => re.test(k))) return icon;
  return 'code';
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The longest name searched for: a technology is named in a few words (and a regular expression has a size limit). */
const LONGEST_NAME = 100;

/** The known technologies a text mentions, as whole words ("Node.js", "C#"), in the order known. */
export function mentionedTechnologies(known: readonly string[], text: string, max = 8): string[] {
  const searched = known.filter((name) => name.length > 1 && name.length <= LONGEST_NAME);
  const found = searched.filter((name) => new RegExp(`(?<![\\w.#+-])${escape(name)}(?![\\w#+])`, 'i').test(text));
  return [...new Set(found)].slice(0, max);
}

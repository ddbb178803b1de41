/**
 * A page's schema.org description, as JSON-LD: the owner's Person on the home page, a project's
 * CreativeWork (a SoftwareSourceCode, with its GitHub facts, when the build has them) or a post's
 * BlogPosting, each by that Person (named by its id, in fewer bytes).
 */
import type { RepositoryFacts } from '../lib/github-facts.ts';
import { mailtoLink } from '../lib/mailto.ts';
import { absoluteUrl } from '../lib/site-paths.ts';
import type { PageMeta } from './page-meta.ts';

type Owner = PageMeta['owner'];

/** The owner's node id: the home page describes the Person under it, and each project's author points to it. */
const personId = (site: Owner['site']) => absoluteUrl(site.url, '/#person');

/** The owner as a schema.org Person: the home page's subject. */
export function person({ site, profile }: Owner): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': personId(site),
    name: profile.name,
    jobTitle: profile.headline,
    email: mailtoLink(profile.email),
    telephone: profile.phone,
    url: absoluteUrl(site.url, '/'),
    image: absoluteUrl(site.url, '/og-image.png'),
    address: { '@type': 'PostalAddress', addressLocality: profile.location },
    sameAs: [profile.profiles.github, profile.profiles.linkedin],
  };
}

/** The owner as a post's or a project's author: the Person on the home page, by its id. */
const author = (owner: Owner) => ({
  '@type': 'Person',
  '@id': personId(owner.site),
  name: owner.profile.name,
  url: absoluteUrl(owner.site.url, '/'),
});

export function jsonLd(meta: PageMeta): Record<string, unknown> {
  if (meta.article)
    return {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: meta.article.headline,
      description: meta.article.description,
      datePublished: meta.article.datePublished,
      dateModified: meta.article.dateModified,
      ...(meta.article.keywords.length ? { keywords: meta.article.keywords.join(', ') } : {}),
      inLanguage: meta.language,
      url: absoluteUrl(meta.owner.site.url, meta.path),
      mainEntityOfPage: absoluteUrl(meta.owner.site.url, meta.path),
      image: absoluteUrl(meta.owner.site.url, meta.image.path),
      author: author(meta.owner),
    };
  if (!meta.work) return person(meta.owner);
  return {
    '@context': 'https://schema.org',
    '@type': meta.work.repository ? 'SoftwareSourceCode' : 'CreativeWork',
    name: meta.work.name,
    description: meta.work.description,
    genre: meta.work.genre,
    keywords: meta.work.keywords.join(', '),
    inLanguage: meta.language,
    url: absoluteUrl(meta.owner.site.url, meta.path),
    image: absoluteUrl(meta.owner.site.url, meta.image.path),
    ...(meta.work.sameAs.length ? { sameAs: meta.work.sameAs } : {}),
    ...(meta.work.repository ? sourceCode(meta.work.repository) : {}),
    // The Person itself is on the home page, under its id; a project's page names it, in fewer bytes.
    author: author(meta.owner),
  };
}

/** A repository's GitHub facts in schema.org's words: its stars are the count of a LikeAction. */
function sourceCode({ url, facts }: RepositoryFacts): Record<string, unknown> {
  return {
    codeRepository: url,
    ...(facts.language ? { programmingLanguage: facts.language } : {}),
    dateModified: facts.pushedAt,
    ...(facts.archived ? { creativeWorkStatus: 'Archived' } : {}),
    interactionStatistic: { '@type': 'InteractionCounter', interactionType: 'https://schema.org/LikeAction', userInteractionCount: facts.stars },
  };
}

import { samplePaths, sampleSiteRoot } from '../../test/support/sample-site.ts';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentFixture, fixturesDir, type FixtureRoot } from '../../test/support/content-fixture.ts';
import { checkContent } from './check-content.ts';
import { contentPaths } from '../paths.ts';
import { problemLine } from './problem.ts';
import { uiKeys } from './ui-keys.ts';
import { loadSite } from '../site/load-site.ts';

let fixture: FixtureRoot | undefined;
afterEach(() => fixture?.remove());

function check(name?: string) {
  fixture = contentFixture(name);
  return checkContent(contentPaths(fixture.root));
}

/** What the build's check says of a fixture: the content check, then the images decoded (scripts/site/load-site.ts). */
async function lines(name: string): Promise<string[]> {
  fixture = contentFixture(name);
  return (await loadSite(contentPaths(fixture.root))).check.problems.map(problemLine);
}

const UTF8 = 'save the file as UTF-8';

describe('checkContent on the sample content', () => {
  it('accepts every file and returns its data', () => {
    const result = checkContent(samplePaths);
    expect(result.report).toBe('');
    expect(result.ok).toBe(true);
    expect([...result.data.keys()].sort()).toEqual(['certifications', 'contact', 'education', 'experience', 'profile', 'projects', 'site', 'skills']);
  });

  it('leaves the owner’s GitHub facts file alone: build data, not content (scripts/github/)', () => {
    fixture = contentFixture(undefined, { 'github-facts.json': '{ "api": "https://api.github.com", "repositories": {} }\n' });
    expect(checkContent(contentPaths(fixture.root)).report).toBe('');
  });

  it('accepts a project with no images', () => {
    expect(check('no-images').ok).toBe(true);
  });

  it('accepts categories of the owner’s own, translated, and lays them over the defaults', () => {
    const result = check('declared-categories');
    expect(result.report).toBe('');
    const names = (language: string) => {
      const content = result.localized?.get(language);
      return [content?.projects.types, content?.experience.types].map((types) => types?.map(({ id, label }) => `${id}: ${label}`));
    };
    expect(names('en')).toEqual([
      ['automation: AI Automation', 'web: Web Application', 'mobile-app: Mobile App'],
      ['employed: Employed', 'freelance: Freelance', 'internship: Internship'],
    ]);
    expect(names('fr')).toEqual([
      ['automation: Automatisation IA', 'web: Application web', 'mobile-app: Application mobile'],
      ['employed: Salarié', 'freelance: Indépendant', 'internship: Stage'],
    ]);
    expect(result.localized?.get('fr')?.skills.icons).toEqual({ n8n: '/images/icons/n8n.svg' });
  });
});

describe('posts', () => {
  const draft = '---\ntitle: Notes on queues\ndate: 2026-11-20\nsummary: Not finished.\ndraft: true\n---\n\nSoon.\n';

  it('lists each language’s posts newest first, an untranslated one in the language it is written in', () => {
    const result = checkContent(samplePaths);
    const en = result.localized?.get('en')?.posts ?? [];
    expect(en.map((post) => [post.slug, post.language])).toEqual([
      ['reading-invoices-with-vision', 'en'],
      ['typing-a-spreadsheet', 'en'],
    ]);
    expect(result.localized?.get('fr')?.posts.map((post) => [post.title, post.language, post.date])).toEqual([
      ['Lire des factures avec un modèle de vision, et savoir quand s’abstenir', 'fr', '2026-10-30'],
      ['Typer un classeur de 40 onglets avant de l’automatiser', 'fr', '2026-09-18'],
    ]);
    expect(en[1]?.tags).toEqual([
      { label: 'TypeScript', slug: 'typescript' },
      { label: 'Automation', slug: 'automation' },
      { label: 'Google Sheets', slug: 'google-sheets' },
    ]);
  });

  it('checks a draft, publishes it only when asked (npm run dev), and never builds its body', () => {
    const fixture = contentFixture(undefined, { 'posts/notes-on-queues.md': draft });
    try {
      const built = checkContent(contentPaths(fixture.root));
      expect(built.ok).toBe(true);
      expect(built.localized?.get('en')?.posts.map((post) => post.slug)).not.toContain('notes-on-queues');
      expect(built.posts?.sources.map((source) => source.slug)).not.toContain('notes-on-queues');
      const dev = checkContent(contentPaths(fixture.root), { drafts: true });
      expect(dev.localized?.get('en')?.posts.find((post) => post.slug === 'notes-on-queues')).toMatchObject({ draft: true });
    } finally {
      fixture.remove();
    }
  });

  it('leaves the Writing section off the page when no post is published', () => {
    const fixture = contentFixture(undefined, {});
    try {
      fs.rmSync(path.join(fixture.root, 'content', 'posts'), { recursive: true });
      fs.rmSync(path.join(fixture.root, 'content', 'fr', 'posts'), { recursive: true });
      const result = checkContent(contentPaths(fixture.root));
      expect(result.localized?.get('en')?.site.sections).not.toContain('writing');
      expect(result.localized?.get('fr')?.site.sections).not.toContain('writing');
    } finally {
      fixture.remove();
    }
  });
});

describe('each kind of owner mistake is located and explained', () => {
  const cases: [fixture: string, expected: string[]][] = [
    ['enum-value', ['content/contact.yaml:6:12 error methods[1].label: must be one of "Email", "Phone" or "LinkedIn" (got "Fax")']],
    ['missing-field', ['content/projects.yaml:3:5 error projects[0]: missing field `description` (add `description:` to this entry)']],
    ['unknown-key', ['content/projects.yaml:3:5 error projects[0].titel: unknown field `titel` — did you mean `title`?']],
    ['tab-indent', [expect.stringMatching(/^content\/skills\.yaml:4:\d+ error YAML indentation must use spaces, not tabs/)]],
    ['unclosed-bracket', [expect.stringMatching(/^content\/skills\.yaml:6:\d+ error a \[ or \{ is not closed, or a comma is missing/)]],
    ['duplicate-key', [expect.stringMatching(/^content\/profile\.yaml:12:1 error this key appears twice in the same entry/)]],
    [
      'javascript-link',
      [
        'content/certifications.yaml:6:11 error certifications[1].link: must be a full https:// link, for example https://example.com/page (got "javascript:alert(document.cookie)")',
      ],
    ],
    [
      'http-link',
      [
        'content/profile.yaml:16:11 error profiles.github: must be a full https:// link, for example https://example.com/page (got "http://github.com/example-sam-rivera")',
      ],
    ],
    [
      'bad-email',
      ['content/profile.yaml:11:8 error email: must be an email address, for example name@example.com (got "sam.rivera(at)example.com")'],
    ],
    [
      'missing-image',
      [
        'content/projects.yaml:9:9 error projects[0].images[1]: no file public/images/projects/gymflow-l.svg — did you mean /images/projects/gymflow-1.svg?',
      ],
    ],
    [
      'path-traversal',
      [expect.stringMatching(/^content\/projects\.yaml:7:14 error projects\[0\]\.images\[0\]: must be a path to an image inside public\//)],
    ],
    [
      'file-system-path',
      [
        expect.stringMatching(
          /^content\/projects\.yaml:8:9 error projects\[0\]\.images\[0\]: must be a path to an image inside public\/.*\(got "C:\\\\Users/,
        ),
        'content/projects.yaml:9:9 error projects[0].images[1]: no file public/home/sam/Pictures/gym.png — put the image in public/ or fix the path',
      ],
    ],
    [
      'duplicate-title',
      ['content/projects.yaml:8:12 error projects[1].title: "gymflow" is already the title of projects[0] — each project needs its own title'],
    ],
    [
      'duplicate-slug',
      [
        'content/projects.yaml:9:11 error projects[1].slug: slug "generateur-de-pdf", which projects[0] already uses — give one of them its own `slug:` (each project needs its own address, /projects/<slug>/)',
      ],
    ],
    [
      'invalid-slug',
      [
        'content/projects.yaml:4:11 error projects[0].slug: must be lowercase letters and digits joined by single dashes, for example gymflow-client-manager (got "GymFlow App")',
      ],
    ],
    ['wrong-type', ['content/education.yaml:3:3 error education: must be a list (lines starting with "- ") (got a group of fields)']],
    ['empty-text', ['content/education.yaml:4:13 error education[0].school: must not be empty']],
    ['unknown-file', [expect.stringMatching(/^content\/blog\.yaml:1:1 error no schema describes this file — expected one of /)]],
    [
      'fr-unknown-key',
      ['content/fr/contact.yaml:3:1 error leed: unknown field `leed` — did you mean `lead`?'],
    ],
    [
      'fr-fact-field',
      ['content/fr/contact.yaml:3:1 error methods: unknown field `methods` — `methods` is the same in every language: it is written once, in content/contact.yaml'],
    ],
    ['fr-wrong-type', ['content/fr/contact.yaml:3:3 error lead: must be a text (got a list)']],
    [
      'fr-theme',
      ['content/fr/site.yaml:7:1 error theme: unknown field `theme` — `theme` is the same in every language: it is written once, in content/site.yaml'],
    ],
    [
      'section-order',
      [
        'content/sections/talks.yaml:1:1 warning this section is not on the page — add talks to `sections` in content/site.yaml to show it, or remove the file',
        'content/site.yaml:10:19 error sections[1]: `home` must come first — home is the hero at the top of the page: move it to the start of the list',
        'content/site.yaml:10:25 error sections[2]: no section `skils` — did you mean `skills`?',
        'content/site.yaml:10:32 error sections[3]: no section `talsk` — did you mean `talks`?',
      ],
    ],
    [
      'custom-section-mistakes',
      [
        'content/sections/awards.yaml:1:7 error kind: must be one of "cards", "list" or "text" (got "lsit") — did you mean "list"?',
        'content/sections/notes.yml:1:1 error not a section file — rename it notes.yaml',
        "content/sections/Now.yaml:1:1 error the file's name is the section's id, and it must be lowercase letters, digits and dashes, starting with a letter, for example talks or open-source — rename the file",
        'content/sections/oss.yaml:4:5 error entries[0].titel: unknown field `titel` — did you mean `title`?',
        'content/sections/oss.yaml:6:5 error entries[1]: missing field `description` (add `description:` to this entry)',
        'content/sections/oss.yaml:7:11 error entries[1].link: must be a full https:// link, for example https://example.com/page (got "http://github.com/jane-doe/pdf-fields")',
        'content/sections/oss.yaml:8:12 error entries[1].image: no file public/images/projects/pdf-fields.svg — put the image in public/ or fix the path',
      ],
    ],
    [
      'fr-custom-section',
      [
        "content/fr/sections/talk.yaml:1:1 error no section content/sections/talk.yaml to translate — did you mean talks.yaml? A translation is named like its section's file",
        'content/fr/sections/talks.yaml:1:1 error kind: unknown field `kind` — `kind` is the same in every language: it is written once, in content/sections/talks.yaml',
        'content/fr/sections/talks.yaml:4:3 warning entries[lyon-js].title: not translated — shows the English text of content/sections/talks.yaml',
        'content/fr/sections/talks.yaml:4:3 warning entries[lyon-js].subtitle: not translated — shows the English text of content/sections/talks.yaml',
        'content/fr/sections/talks.yaml:4:9 error entries[0].id: no entry of content/sections/talks.yaml has the key `lyon-jss` — did you mean `lyon-js`?',
        'content/fr/sections/talks.yaml:6:5 warning entries[ocr-pipelines-that-admit-doubt].title: not translated — shows the English text of content/sections/talks.yaml',
      ],
    ],
    [
      'ui-mistakes',
      [
        'content/ui.yaml:3:3 error hero.greting: unknown field `greting` — did you mean `greeting`?',
        'content/ui.yaml:5:11 error page.footer: unknown placeholder `{yaer}` — did you mean `{year}`?',
        'content/ui.yaml:7:9 error sections.home: must be a text (got 12)',
        'content/ui.yaml:9:9 error nav.menu: this text has no placeholders (got `{section}`) — write the words themselves',
        'content/ui.yaml:12:5 error toasts.cooldown: missing field `other` (add `other:` to this entry)',
      ],
    ],
    [
      'theme-mistakes',
      [
        'content/site.yaml:17:11 error theme.accent: must be a colour such as "#0f766e", "teal" or "oklch(52% 0.1 185)" (got "tael") — did you mean "teal"?',
        'content/site.yaml:18:9 error theme.font: must be one of "system", "inter", "ibm-plex-sans", "source-sans-3", "atkinson-hyperlegible-next", "space-grotesk", "fraunces" or "source-serif-4" (got "intr") — did you mean "inter"?',
        'content/site.yaml:19:16 error theme.headingFont: must be one of "system", "inter", "ibm-plex-sans", "source-sans-3", "atkinson-hyperlegible-next", "space-grotesk", "fraunces" or "source-serif-4" (got "frances") — did you mean "fraunces"?',
        'content/site.yaml:20:11 error theme.radius: must be one of "sharp", "soft" or "round" (got "rounded") — did you mean "round"?',
        'content/site.yaml:21:11 error theme.scheme: must be one of "system", "light" or "dark" (got "darc") — did you mean "dark"?',
      ],
    ],
    [
      'cms-mistakes',
      [
        'content/site.yaml:18:9 error cms.repo: must be a GitHub repository as owner/name, for example jane-doe/portfolio (got "https://github.com/jane-doe/portfolio")',
        'content/site.yaml:19:3 error cms.brnch: unknown field `brnch` — did you mean `branch`?',
        'content/site.yaml:20:12 error cms.authUrl: must be a full https:// link, for example https://example.com/page (got "http://oauth.example.com")',
      ],
    ],
    [
      'analytics-mistakes',
      [
        'content/site.yaml:18:3 error analytics.plausable: unknown field `plausable` — did you mean `plausible`?',
      ],
    ],
    [
      'analytics-plausible',
      [
        "content/site.yaml:18:13 error analytics.plausible.domain: must be your site's domain as the provider knows it, without https:// or a path, for example jane-doe.dev (got \"https://portfolio.example.com/\")",
        'content/site.yaml:19:10 error analytics.plausible.src: must be a full https:// link, for example https://example.com/page (got "//plausible.io/js/script.js")',
      ],
    ],
    [
      'analytics-two-providers',
      [
        'content/site.yaml:17:3 error analytics: must name one provider: plausible, umami, goatcounter or cloudflare (got `umami`, `goatcounter` and `cloudflare`)',
        'content/site.yaml:18:16 error analytics.umami.websiteId: must be the website ID Umami shows in its tracking code (data-website-id), for example 3f1c2a9e-5b7d-4e8f-9a0b-1c2d3e4f5a6b (got "3f1c2a9e-5b7d-4e8f")',
        'content/site.yaml:19:10 error analytics.umami.src: must be a full https:// link, for example https://example.com/page (got "http://stats.example.com/script.js")',
        'content/site.yaml:22:11 error analytics.goatcounter.code: must be your GoatCounter code, the first part of its address: jane-doe for https://jane-doe.goatcounter.com (got "Sam_Rivera")',
        "content/site.yaml:24:12 error analytics.cloudflare.token: must be the token of Cloudflare's JS snippet (the 32 letters and digits of data-cf-beacon's \"token\") (got \"0123456789ABCDEF\")",
      ],
    ],
    [
      'fr-unmatched-key',
      [
        'content/fr/certifications.yaml:3:3 warning certifications[google-data-analytics-professional-certificate].title: not translated — shows the English text of content/certifications.yaml',
        'content/fr/certifications.yaml:5:9 error certifications[1].id: no entry of content/certifications.yaml has the key `google-data-analytic-professional-certificate` — did you mean `google-data-analytics-professional-certificate`?',
      ],
    ],
    [
      'fr-unknown-file',
      ['content/fr/projets.yaml:1:1 error no schema describes this file — did you mean projects.yaml? Translations are named like the files of content/'],
    ],
    ['fr-untranslated', ['content/fr/contact.yaml:3:1 warning lead: not translated — shows the English text of content/contact.yaml']],
    // Hostile or accidental input (issue 19): a file in another encoding, aliases that multiply, images the encoder refuses.
    ['not-utf8', [`content/profile.yaml:17:16 error is not UTF-8: byte 0xE9 ("é" in Windows-1252, which this file seems to be saved in) — ${UTF8}`]],
    ['utf16', [`content/profile.yaml:1:1 error is saved as UTF-16, not UTF-8 — ${UTF8}`]],
    // A byte order mark and Windows line endings are UTF-8 too: the mistake in it is found where an editor shows it.
    ['bom-crlf', ['content/profile.yaml:19:8 error email: must be an email address, for example name@example.com (got "sam.rivera(at)example.com")']],
    [
      'alias-bomb',
      [
        'content/skills.yaml:17:13 error the anchors and aliases (&name, *name) of this file expand to more than 100,000 values (the alias *a9 here stands for 3,922,632,451) — write the repeated values out, or repeat them less deeply (an alias of a list of aliases multiplies)',
      ],
    ],
    [
      'alias-long-text',
      [
        'content/skills.yaml:7:14 error the anchors and aliases (&name, *name) of this file expand to more than 4,000,000 characters (the alias *long here stands for 1,990) — write the repeated values out, or repeat them less deeply (an alias of a list of aliases multiplies)',
      ],
    ],
    ['alias-cycle', ['content/skills.yaml:8:26 error the alias *card is inside the value its anchor names, so it repeats forever — point it at a value outside, or write the value out']],
    [
      'pixel-limit',
      [
        'content/projects.yaml:8:9 error projects[0].images[0]: is 17000×17000 px (289.0 megapixels), more than the image encoder reads (268.4 megapixels: 16383×16383 px) — resize it to at most 10,000 px on its longest side',
      ],
    ],
    [
      'too-tall-image',
      [
        'content/projects.yaml:8:9 error projects[0].images[0]: is 200×20000 px, too tall for its width to be shown — crop it to a screen-like shape (at most 1:10)',
      ],
    ],
    [
      'undecodable-image',
      [
        'content/projects.yaml:8:9 error projects[0].images[0]: could not be decoded (VipsJpeg: Corrupt JPEG data: bad Huffman code) — the file is damaged: open it in an image editor and export it again as JPEG, PNG, WebP or AVIF',
      ],
    ],
    [
      'broken-svg',
      [
        'content/projects.yaml:8:9 error projects[0].images[0]: is not a readable SVG: the root node was opened but never closed — open it in a vector editor and export it again as SVG',
      ],
    ],
    // The owner's categories (category-checks.ts): declared under `types:` and `icons:`, or today's.
    [
      'undeclared-project-type',
      [
        'content/projects.yaml:9:11 error projects[0].type: is not a project type of this site (got "wbe") — did you mean `web`?',
        'content/projects.yaml:14:11 error projects[1].type: is not a project type of this site (got "Web Aplication") — did you mean `web`?',
        'content/projects.yaml:19:11 error projects[2].type: is not a project type of this site (got "Mobile App") — the project types declared under `types:` are `web` and `automation`',
      ],
    ],
    [
      'undeclared-experience-type',
      [
        'content/experience.yaml:7:11 error roles[0].type: is not an entry type of this site (got "Fulltime") — did you mean `Full-time`?',
        'content/experience.yaml:15:11 error internships[0].type: is not an entry type of this site (got "Part-time") — the entry types are `Full-time`, `Contract`, `Master Thesis Internship` and `Bachelor Thesis Internship`; declare your own under `types:` in content/experience.yaml',
      ],
    ],
    [
      'duplicate-type-key',
      [
        'content/experience.yaml:4:9 error types[1].id: "full-time" is already the key of types[0] — each type needs its own key',
        'content/experience.yaml:7:12 error types[3].label: makes the key "part-time", which types[2] already has — give one of them its own `id:`',
        'content/experience.yaml:8:12 error types[4].label: has no letter or digit to make the type’s key from — add `id:` to this type, for example id: freelance',
      ],
    ],
    [
      'unknown-icon',
      [
        'content/skills.yaml:4:10 error icons.swift: no file public/images/icons/swift.svg — put the image in public/ or fix the path',
        'content/skills.yaml:7:11 error categories[0].icon: is not an icon of this site (got "kotln") — did you mean `kotlin`?',
        'content/skills.yaml:10:11 error categories[1].icon: is not an icon of this site (got "robot") — did you mean `bot`?',
        'content/skills.yaml:13:11 error categories[2].icon: is not an icon of this site (got "rocket") — the site’s icons are `code`, `layers`, `bot`, `database`, `wrench`, `chart`, `briefcase`, `graduation`, `award`, `file-text`, `calendar`, `mail`, `eye` and `github`; your own, under `icons:`: `kotlin` and `swift`',
      ],
    ],
    // Found by the fuzz suite (test/fuzz/).
    [
      'control-character',
      [
        'content/profile.yaml:3:7 error name: contains the control character U+0000, which no page shows — delete it (it comes with text copied from a terminal or a PDF)',
      ],
    ],
    [
      'fr-half-character',
      ['content/fr/contact.yaml:3:7 error lead: contains half of a character (U+D800), which no page shows — write the whole character, or delete it'],
    ],
    // A file cut short: the parser's "end of the stream" was one line past the end of the file.
    [
      'truncated-file',
      [
        'content/site.yaml:10:2 error a line seems to be missing a "key:" or a closing quote (YAML: can not read a block mapping entry; a multiline key may not be an implicit key)',
      ],
    ],
    // A NUL byte in an SVG: resvg quoted it in its error message and aborted the whole process (a Rust panic).
    [
      'svg-with-nul',
      [
        'content/projects.yaml:8:9 error projects[0].images[0]: is not a readable SVG: it contains the control character U+0000, which XML does not allow — open it in a vector editor and export it again as SVG',
      ],
    ],
    [
      'broken-site-icon',
      [
        'public/favicon.svg:1:1 error is not a readable SVG: it contains the control character U+0000, which XML does not allow — open it in a vector editor and export it again as SVG',
      ],
    ],
    // Posts: front matter on the .md file's own lines, the body's links, images and headings at theirs.
    [
      'post-front-matter-mistakes',
      [
        "content/posts/bad-dates.md:3:7 error date: 2026-02-30 is not a day of the calendar — check the month and the day: year-month-day, for example 2026-03-14",
        "content/posts/My Post.md:1:1 error a post’s file name is its address, /writing/<name>/ — name it with lowercase letters, digits and dashes: my-post.md",
        "content/posts/no-front-matter.md:1:1 error a post starts with its front matter — start the file with a line of ---, then its title:, date: and summary: lines, then a line of --- and the post itself",
        "content/posts/notes.txt:1:1 error not a post — a post is a Markdown file named after its address, for example content/posts/my-first-post.md",
        "content/posts/unclosed.md:1:1 error the front matter is not closed — end it with a line of --- before the post itself",
        "content/posts/updated-first.md:4:10 error updated: updated (2026-04-01) is before the date it was published (2026-05-10) — swap them, or fix the year",
        "content/posts/updated-first.md:6:12 error tags[1]: the tag !!! has no letter or digit for its address — write it with at least one letter or digit",
        "content/posts/wrong-fields.md:2:1 error missing field `summary` (add `summary:` to this entry)",
        "content/posts/wrong-fields.md:2:1 error titel: unknown field `titel` — did you mean `title`?",
        "content/posts/wrong-fields.md:3:7 error date: must be an ISO date, year-month-day, for example 2026-03-14 (got \"14/03/2026\")",
        "content/posts/wrong-fields.md:4:7 error tags: must be a list (lines starting with \"- \") (got \"TypeScript\")",
        "content/posts/wrong-fields.md:5:8 error draft: must be true or false (got \"yes\")",
      ],
    ],
    [
      'post-series-mistakes',
      [
        'content/posts/invoices-three.md:5:9 error series: the other parts of the series Automating invoices have a seriesOrder, and this one has none — give it its place in the series: seriesOrder: 1 for the first part',
        'content/posts/invoices-two.md:5:9 warning series: the series Automating Invoices is written Automating invoices in content/posts/invoices-one.md — write it the same way in every part: Automating invoices',
        'content/posts/invoices-two.md:6:14 error seriesOrder: part 1 of the series Automating invoices is content/posts/invoices-one.md already — give each part its own place: 1, 2, 3…',
        'content/posts/orphan-order.md:5:14 error seriesOrder: seriesOrder is a place in a series, and this post names none — add the series it is part of (series: …), or remove seriesOrder',
      ],
    ],
    [
      'post-body-mistakes',
      [
        "content/posts/broken-links.md:8:1 error a post’s headings start at ## — its title is the page’s only # heading — write ## A second title",
        "content/posts/broken-links.md:10:5 error no page /projects/nope/ on the site — link to a page of the site, or to a file in public/",
        "content/posts/broken-links.md:10:38 error no page /writing/nope/ on the site — did you mean /writing/?",
        "content/posts/broken-links.md:11:1 error no page /projects/gymflow-client-manager — did you mean /projects/gymflow-client-manager/?",
        "content/posts/broken-links.md:11:47 error the link ../other-post/ is relative to the post — write it from the site’s root, for example /writing/another-post/ or /projects/my-app/",
        "content/posts/broken-links.md:12:1 error the link javascript:alert(1) runs code, and is removed from the page — link to a page: https://… or /…",
        "content/posts/broken-links.md:12:36 error the link /writing/a-draft/ is to a draft, which is not published — publish that post (remove `draft: true`) or remove the link",
        "content/posts/broken-links.md:18:1 error no file public/images/posts/missing.png — put the image in public/ or fix the path",
        "content/posts/broken-links.md:18:1 warning this image has no text for screen readers — say what it shows between the brackets: ![A chart of build times](…)",
        "content/posts/broken-links.md:20:1 error the image https://example.com/chart.png is on another site: every visitor’s browser would fetch it from there — save it in public/images/posts/ and write its path, for example ![What it shows](/images/posts/chart.png)",
        "content/posts/broken-links.md:22:1 error the heading #### skips a level after ## — write ### Too deep",
        "content/posts/broken-links.md:28:30 error the image x is not an image file in public/ — write its path from public/, ending in .svg, .png, .jpg, .webp or .avif, for example <img src=\"/images/posts/chart.png\" alt=\"What it shows\">",
        "content/posts/broken-links.md:28:46 error no file public/images/posts/missing.png — put the image in public/ or fix the path",
        "content/posts/broken-links.md:30:1 error no page /writing/nope/ on the site — did you mean /writing/?",
        "content/posts/broken-links.md:30:57 warning this image has no text for screen readers — say what it shows in its alt attribute: <img src=\"…\" alt=\"A chart of build times\">",
      ],
    ],
    [
      'fr-post-mistakes',
      [
        "content/fr/posts/not-in-english.md:1:1 error no post not-in-english to translate — a translation has the name of a post in content/posts/: write that one first, or rename this file",
        "content/fr/posts/typing-a-spreadsheet.md:3:1 error date: unknown field `date` — `date` is the same in every language: it is written once, in content/posts/typing-a-spreadsheet.md",
        "content/fr/posts/typing-a-spreadsheet.md:7:34 error no page /fr/writing/nope/ on the site — did you mean /fr/writing/?",
      ],
    ],
    // Once the error, and not also a translation check of the default language against itself.
    ['fr-duplicate-language', ['content/site.yaml:10:21 error languages[2]: lists "en" twice — keep one of them']],
  ];

  it.each(cases)('%s', async (name, expected) => {
    expect(await lines(name)).toEqual(expected);
  });

  it('has a fixture for every case and a case for every fixture', () => {
    const covered = new Set([...cases.map(([n]) => n), 'no-images', 'many-files', 'nl-interface', 'declared-categories']);
    expect(fs.readdirSync(fixturesDir).sort()).toEqual([...covered].sort());
  });
});

describe('the report', () => {
  it('lists every problem of every file in one run, sorted, with code frames and a count', () => {
    const result = check('many-files');
    expect(result.ok).toBe(false);
    expect(result.problems.map((p) => `${p.file}:${p.at.line}`)).toEqual([
      'content/education.yaml:4',
      'content/profile.yaml:16',
      'content/projects.yaml:9',
    ]);
    expect(result.report).toContain(['  >  9 |     type: Mobile App', '       |           ^'].join('\n'));
    expect(result.report.trimEnd().split('\n').at(-1)).toBe('✖ 3 problems in 3 files. Fix them in content/ and run again.');
  });

  it('reports a missing file at its first line', () => {
    fixture = contentFixture();
    fs.rmSync(`${fixture.root}/content/site.yaml`);
    expect(checkContent(contentPaths(fixture.root)).problems.map(problemLine)).toEqual([
      'content/site.yaml:1:1 error file is missing — create it (its fields are described in schemas/site.schema.json)',
    ]);
  });

  it('never shows validator jargon or stack traces', { timeout: 30_000 }, () => {
    const all = ['enum-value', 'missing-field', 'unknown-key', 'wrong-type', 'empty-text', 'javascript-link'].map((n) => check(n).report).join('\n');
    expect(all).not.toMatch(/instancePath|#\/properties|\bat .*\(.*:\d+:\d+\)|must have required property/);
  });
});

describe('translations', () => {
  it('lays each language over the default one, entries matched by key, and counts what is translated', () => {
    const result = checkContent(samplePaths);
    expect(result.languages).toEqual(['en', 'fr']);
    const fr = result.localized?.get('fr');
    const gymflow = fr?.projects.projects.find((p) => p.slug === 'gymflow-client-manager');
    expect(gymflow?.title).toBe('GymFlow – gestion des adhérents');
    // Facts stay where they are written once.
    expect(gymflow?.skills).toContain('React');
    expect(result.translationSummary).toEqual([expect.stringMatching(/^fr: (\d+) of \1 texts translated in content\/fr\/$/)]);
  });

  it('lists what is left untranslated as warnings, with a summary, and refuses them with --strict', () => {
    fixture = contentFixture('fr-untranslated');
    const relaxed = checkContent(contentPaths(fixture.root));
    expect(relaxed.ok).toBe(true);
    expect(relaxed.translationSummary).toEqual([expect.stringMatching(/^fr: \d+ of \d+ texts translated in content\/fr\/; 1 shows in English \(content:check --strict refuses that\)$/)]);
    expect(relaxed.report).toContain('⚠ 1 warning in 1 file');
    const strict = checkContent(contentPaths(fixture.root), { strict: true });
    expect(strict.ok).toBe(false);
    expect(strict.problems.map(problemLine)).toEqual(['content/fr/contact.yaml:3:1 error lead: not translated — shows the English text of content/contact.yaml']);
  });

  it('takes a language without a bundled dictionary from its ui.yaml, counts what it lacks, and refuses that with --strict', () => {
    fixture = contentFixture('nl-interface');
    const relaxed = checkContent(contentPaths(fixture.root));
    expect(relaxed.ok).toBe(true);
    // Every text the dictionaries have, less the three the fixture gives.
    const all = uiKeys().length;
    expect(relaxed.problems.filter((p) => p.file.endsWith('ui.yaml')).map(problemLine)).toEqual([
      `content/nl/ui.yaml:1:1 warning ${all - 3} of ${all} interface texts are missing in Dutch: they show in English — add them to content/nl/ui.yaml (schemas/ui/ui.schema.json lists every text, with its English words), e.g. sections.skills, sections.experience, sections.projects`,
    ]);
    expect(relaxed.translationSummary).toContain(`nl: 3 of ${all} interface texts in content/nl/ui.yaml; ${all - 3} show in English (content:check --strict refuses that)`);
    const nl = relaxed.localized?.get('nl')?.ui;
    expect(nl?.language).toBe('en');
    expect(nl?.overrides).toMatchObject({ sections: { home: 'Start', about: 'Over mij' }, hero: { greeting: 'Hallo, ik ben' } });
    const strict = checkContent(contentPaths(fixture.root), { strict: true });
    expect(strict.ok).toBe(false);
    expect(strict.problems.filter((p) => p.file.endsWith('ui.yaml')).map((p) => p.severity)).toEqual(['error']);
  });

  it('leaves a site without `languages` in its one language, and says so of a translation folder it does not publish', () => {
    fixture = contentFixture('no-images');
    const single = checkContent(contentPaths(fixture.root));
    expect(single.languages).toEqual(['en']);
    expect([...(single.localized?.keys() ?? [])]).toEqual(['en']);
    fs.cpSync(`${sampleSiteRoot}/content/fr`, `${fixture.root}/content/fr`, { recursive: true });
    expect(checkContent(contentPaths(fixture.root)).problems.map(problemLine)).toEqual([
      'content/fr/:1:1 warning translations that are not published — add fr to `languages` in content/site.yaml to publish it, or remove the folder',
    ]);
  });
});

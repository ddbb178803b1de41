import { describe, expect, it } from 'vitest';
import { mergeIntoDocument } from './merge-into-document.ts';
import { newYamlDocument, parseYaml, printYaml } from './yaml-document.ts';

function merged(text: string | undefined, data: Record<string, unknown>, sortedKeys: string[] = [], comments: Record<string, string> = {}): string {
  const doc = text === undefined ? newYamlDocument() : parseYaml(text);
  mergeIntoDocument(doc, data, sortedKeys, comments);
  return printYaml(doc);
}

const profile = `# yaml-language-server: $schema=../schemas/profile.schema.json
# Who the site is about.
name: Sam # as on the CV
bio: >-
  I build web applications end to end
  and automate the work around them.
color: "#b3261e"
skills: [React, TypeScript]
# Shown in the hero.
stats:
  # The first one is the largest.
  - label: Years
    value: 2+ # rounded down
  - label: Projects
    value: 13+
`;

const profileData = {
  name: 'Sam',
  bio: 'I build web applications end to end and automate the work around them.',
  color: '#b3261e',
  skills: ['React', 'TypeScript'],
  stats: [
    { label: 'Years', value: '2+' },
    { label: 'Projects', value: '13+' },
  ],
};

describe('values edited in place', () => {
  it('changes the values and keeps every comment, quote, folded block and flow list', () => {
    const data = { ...profileData, name: 'Alex', bio: 'I build web applications.', color: '#0a66c2', skills: ['React', 'Vue'] };
    data.stats = [{ label: 'Years', value: '3+' }, profileData.stats[1]!];
    expect(merged(profile, data)).toBe(`# yaml-language-server: $schema=../schemas/profile.schema.json
# Who the site is about.
name: Alex # as on the CV
bio: >-
  I build web applications.
color: "#0a66c2"
skills: [React, Vue]
# Shown in the hero.
stats:
  # The first one is the largest.
  - label: Years
    value: 3+ # rounded down
  - label: Projects
    value: 13+
`);
  });

  it('changes nothing for the data the document holds', () => {
    expect(merged(profile, profileData)).toBe(profile);
  });

  it('replaces a value whose type changed, keeping its comment', () => {
    expect(merged('count: 2 # how many\n', { count: 'two' })).toBe('count: two # how many\n');
    // yaml writes a collection's comment above its first item, as it does for one it parsed.
    expect(merged('links: # none yet\n', { links: { github: 'https://github.com/x' } })).toBe(
      'links:\n  # none yet\n  github: https://github.com/x\n',
    );
  });
});

describe('keys', () => {
  it('removes the keys the data no longer has, with the comment lines above them', () => {
    const { color: _color, stats: _stats, ...rest } = profileData;
    expect(merged(profile, rest)).toBe(`# yaml-language-server: $schema=../schemas/profile.schema.json
# Who the site is about.
name: Sam # as on the CV
bio: >-
  I build web applications end to end
  and automate the work around them.
skills: [React, TypeScript]
`);
  });

  it('keeps the lines heading the file when its first key is removed', () => {
    const { name: _name, ...rest } = profileData;
    expect(merged(profile, rest)).toBe(profile.replace('name: Sam # as on the CV\n', ''));
  });

  it("puts a new key after its nearest predecessor in Decap's field order, with Decap's field comment", () => {
    const sortedKeys = ['name', 'headline', 'bio', 'color', 'skills', 'stats'];
    const data = { ...profileData, headline: 'Full-stack developer', location: 'Lyon' };
    expect(merged(profile, data, sortedKeys, { headline: 'Shown under the name' })).toBe(
      profile.replace('# as on the CV\n', '# as on the CV\n# Shown under the name\nheadline: Full-stack developer\n').concat('location: Lyon\n'),
    );
  });

  it('puts a new key before its nearest successor when no predecessor is there', () => {
    expect(merged('# Head.\nbio: x\n', { name: 'Sam', bio: 'x' }, ['name', 'headline', 'bio'])).toBe('# Head.\nname: Sam\nbio: x\n');
  });

  it('places a new key of a list item as the other items have it, styled as theirs', () => {
    const projects = `projects:
  - title: One
    skills: [React]
    links:
      github: https://github.com/one
      live: https://one.example.com
    images:
      - /one.svg
  - title: Two
    skills: [Vue]
    images: [/two.svg]
`;
    const one = {
      title: 'One',
      skills: ['React'],
      links: { github: 'https://github.com/one', live: 'https://one.example.com' },
      images: ['/one.svg'],
    };
    const data = { projects: [one, { title: 'Two', skills: ['Vue'], images: ['/two.svg'], links: { live: 'https://two.example.com' }, year: 2025 }] };
    expect(merged(projects, data)).toBe(
      projects.replace('[Vue]\n', '[Vue]\n    links:\n      live: https://two.example.com\n').concat('    year: 2025\n'),
    );
  });
});

describe('lists, merged by index', () => {
  it('adds items at the end of a flow list and a block list, and removes them from the end', () => {
    const data = { ...profileData, skills: ['React', 'TypeScript', 'Vitest'], stats: [profileData.stats[0]] };
    expect(merged(profile, data)).toBe(profile.replace('TypeScript]', 'TypeScript, Vitest]').replace('  - label: Projects\n    value: 13+\n', ''));
  });

  it('replaces an item whose type changed', () => {
    expect(merged('items:\n  - one\n  - two\n', { items: ['one', { name: 'two' }] })).toBe('items:\n  - one\n  - name: two\n');
  });

  it('keeps an empty list', () => {
    expect(merged('tags: [a]\n', { tags: [] })).toBe('tags: []\n');
  });

  it('makes a new item like the one before it: its key order and styles, not its comments', () => {
    const projects = `projects:
  # The gym's app.
  - title: GymFlow
    description: >-
      A client-management app.
    skills: [React, TypeScript] # the main ones
`;
    const description = 'A services site for a blacksmith: a catalogue of commissions, a gallery of past work and a quote-request form.';
    const data = {
      projects: [
        { title: 'GymFlow', description: 'A client-management app.', skills: ['React', 'TypeScript'] },
        { skills: ['Next.js'], title: 'Ironcraft', description },
      ],
    };
    expect(merged(projects, data)).toBe(
      `${projects}  - title: Ironcraft\n    description: >-\n      A services site for a blacksmith: a catalogue of commissions, a gallery of past work and a\n      quote-request form.\n    skills: [Next.js]\n`,
    );
  });

  it('makes a new item of a list of folded strings folded too', () => {
    expect(merged('achievements:\n  - >-\n    Built a pipeline.\n', { achievements: ['Built a pipeline.', 'Shipped a dashboard.'] })).toBe(
      'achievements:\n  - >-\n    Built a pipeline.\n  - >-\n    Shipped a dashboard.\n',
    );
  });
});

describe('a new document', () => {
  it("writes the keys in Decap's field order, unknown keys last, dates unquoted", () => {
    const data = { summary: 'Hello', extra: 1, title: 'A post', date: '2026-03-14', tags: ['TypeScript'] };
    expect(merged(undefined, data, ['title', 'date', 'summary', 'tags'])).toBe(
      'title: A post\ndate: 2026-03-14\nsummary: Hello\ntags:\n  - TypeScript\nextra: 1\n',
    );
  });

  it('writes a multi-line string as a literal block', () => {
    expect(merged(undefined, { note: 'one\ntwo' })).toBe('note: |-\n  one\n  two\n');
  });
});

import { describe, expect, it } from 'vitest';
import { BUILT_IN_SECTIONS } from '../../src/lib/page-sections.ts';
import { cvOrder } from './cv-order.ts';

const TODAY = ['summary', 'experience', 'internships', 'education', 'certifications', 'skills', 'projects'];

describe('cvOrder', () => {
  it('gives the built-in page the CV it always had, and the same whatever the order of the built-in sections', () => {
    expect(cvOrder(BUILT_IN_SECTIONS)).toEqual(TODAY);
    expect(cvOrder(['home', 'projects', 'contact', 'experience', 'skills', 'about'])).toEqual(TODAY);
  });

  it('leaves out what a built-in section left off the page prints', () => {
    expect(cvOrder(['home', 'experience', 'projects'])).toEqual(['summary', 'experience', 'internships', 'projects']);
    expect(cvOrder(['home', 'about', 'skills'])).toEqual(['summary', 'education', 'certifications', 'skills']);
  });

  it('puts each section of the owner’s own after the part of the built-in section before it on the page', () => {
    expect(cvOrder(['home', 'experience', 'talks', 'about', 'now', 'projects', 'open-source', 'contact'])).toEqual([
      'summary',
      'experience',
      'internships',
      { custom: 'talks' },
      'education',
      'certifications',
      { custom: 'now' },
      'projects',
      { custom: 'open-source' },
    ]);
    // Right after the summary, and at the end after the contact section, which prints nothing.
    expect(cvOrder(['home', 'intro', 'skills', 'contact', 'awards', 'interests'])).toEqual([
      'summary',
      { custom: 'intro' },
      'skills',
      { custom: 'awards' },
      { custom: 'interests' },
    ]);
  });
});

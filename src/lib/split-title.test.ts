import { describe, expect, it } from 'vitest';
import { splitTitle } from './split-title.ts';

describe('splitTitle', () => {
  it("splits on the first ' - '", () => {
    expect(splitTitle('Generative AI - DeepLearning.AI - AWS')).toEqual({ title: 'Generative AI', subtitle: 'DeepLearning.AI - AWS' });
  });

  it('keeps hyphenated words whole', () => {
    expect(splitTitle('Meta Front-End Developer - Professional Certificate')).toEqual({
      title: 'Meta Front-End Developer',
      subtitle: 'Professional Certificate',
    });
  });

  it('has no subtitle without a separator or with an empty one', () => {
    expect(splitTitle('AWS Cloud Practitioner')).toEqual({ title: 'AWS Cloud Practitioner' });
    expect(splitTitle('Title - ')).toEqual({ title: 'Title' });
  });
});

/** One formatter per language: making one costs more than formatting (a site of 200 posts shows thousands of dates). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A post's day (`2026-03-14`) as a reader of the page's language reads it: "March 14, 2026", "14 mars 2026". */
export function formatDay(date: string, languageTag: string): string {
  let format = dayFormats.get(languageTag);
  // UTC both ways: the day written is the day shown, whatever the build machine's time zone.
  if (!format) dayFormats.set(languageTag, (format = new Intl.DateTimeFormat(languageTag, { dateStyle: 'long', timeZone: 'UTC' })));
  return format.format(new Date(`${date}T00:00:00Z`));
}

/** A language's name in another language ("anglais" for en, read in French), or the tag when Intl does not know it. */
export function languageName(language: string, inLanguage: string): string {
  try {
    return new Intl.DisplayNames([inLanguage], { type: 'language' }).of(language) ?? language;
  } catch {
    return language;
  }
}

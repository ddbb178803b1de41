/**
 * What the site tells its analytics provider a visitor did (README → Analytics): an event's name
 * and the properties listed here, nothing else. No personal data, and no form contents, ever.
 */
export type AnalyticsEvent =
  /** A project's dialog opened from the page (its slug). */
  | { name: 'Project opened'; slug: string }
  /** A CV chosen in the Resume menu (the language it is written in). */
  | { name: 'CV downloaded'; language: string }
  /** The contact form's message sent (only that it was). */
  | { name: 'Contact form sent' }
  /** The language switcher followed (the page's language and the one chosen). */
  | { name: 'Language switched'; from: string; to: string };

export type EventProperties = Readonly<Record<string, string>>;

/** An event as its name and its properties. */
export function eventParts(event: AnalyticsEvent): { name: AnalyticsEvent['name']; properties: EventProperties } {
  const { name, ...properties } = event;
  return { name, properties };
}

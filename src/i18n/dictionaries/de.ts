/** Die Oberfläche auf Deutsch: jeder Text, den die Seite zeigt oder ansagt und der kein Inhalt ist (Anrede „Sie“, Anführungszeichen „…“). */
import type { Dictionary } from '../dictionary.ts';

const pluralRules = new Intl.PluralRules('de');
const plural = (count: number, one: string, other: string) => (pluralRules.select(count) === 'one' ? one : other);
const listOf = (items: readonly string[]) => new Intl.ListFormat('de', { type: 'conjunction' }).format(items);
const fieldNames = { name: 'Der Name', email: 'Die E-Mail-Adresse', subject: 'Der Betreff', message: 'Die Nachricht' } as const;
const emailJsIds = { publicKey: 'der öffentliche Schlüssel (User ID)', serviceId: 'die Service-ID', templateId: 'die Template-ID' } as const;

export const de: Dictionary = {
  sections: {
    home: 'Start',
    about: 'Über mich',
    skills: 'Kenntnisse',
    experience: 'Erfahrung',
    projects: 'Projekte',
    writing: 'Artikel',
    contact: 'Kontakt',
  },
  common: {
    newTabLink: (label, title) => `${label}: ${title} (öffnet in einem neuen Tab)`,
    labelFor: (label, title) => `${label}: ${title}`,
  },
  nav: {
    label: 'Hauptmenü',
    menu: 'Menü',
    darkMode: 'Dunkelmodus',
    scrollProgress: 'Lesefortschritt',
    backToTop: 'Nach oben',
    languages: 'Sprachen',
    /** A post's table of contents: its name, and its button on a phone. */
    contents: 'Auf dieser Seite',
  },
  search: {
    open: 'Suchen',
    title: 'Diese Website durchsuchen',
    placeholder: 'Projekte, Beiträge, Abschnitte\u00a0…',
    results: 'Ergebnisse',
    close: 'Suche schließen',
    loading: 'Suche läuft\u00a0…',
    found: (count) => `${count} ${plural(count, 'Ergebnis', 'Ergebnisse')}`,
    noResults: (query) => `Keine Ergebnisse für „${query}“`,
    unavailable: 'Die Suche ist gerade nicht verfügbar.',
  },
  projects: {
    types: {
      'Web Application': 'Webanwendung',
      'AI Automation': 'KI-Automatisierung',
    },
    coverAlt: (title) => `${title}: Screenshot als Titelbild`,
    skills: 'Kenntnisse',
    // „+1 weitere“ (Fähigkeit), „+3 weitere“ (Fähigkeiten): dieselbe Form im Singular wie im Plural.
    moreSkills: (count) => `+${count} weitere`,
    github: 'GitHub',
    live: 'Live',
    liveDemo: 'Live-Demo',
    viewDetails: 'Details ansehen',
    techStack: 'Technologien',
    description: 'Beschreibung',
    noImages: 'Keine Bilder verfügbar',
    close: 'Schließen',
    copyLink: 'Link kopieren',
    linkCopied: 'Link kopiert',
    linkNotCopied: 'Der Link konnte nicht kopiert werden',
    onGithub: 'Auf GitHub',
    stars: (count) => `${count.toLocaleString('de')} ${plural(count, 'Stern', 'Sterne')}`,
    lastPush: (date) => `Letzter Push am ${date}`,
    archived: 'Archiviert',
    linkNotCopiedHint: (url) =>
      `Der Browser hat den Zugriff auf die Zwischenablage nicht erlaubt. Kopieren Sie die Adresse stattdessen von hier: ${url}`,
  },
  carousel: {
    roleDescription: 'Karussell',
    label: (title) => `Screenshots von ${title}`,
    imageAlt: (title, number, count) => `${title}: Screenshot ${number} von ${count}`,
    previous: 'Vorheriges Bild',
    next: 'Nächstes Bild',
    show: (number, count) => `Bild ${number} von ${count} anzeigen`,
  },
  contact: {
    methods: 'Kontaktmöglichkeiten',
    methodNames: { Email: 'E-Mail', Phone: 'Telefon', LinkedIn: 'LinkedIn' },
    formTitle: 'Schreiben Sie mir',
    fields: { name: 'Name', email: 'E-Mail', subject: 'Betreff', message: 'Nachricht' },
    honeypot: 'Lassen Sie dieses Feld leer',
    required: 'Pflichtfeld',
    send: 'Nachricht senden',
    // Ein Leerzeichen vor den Auslassungspunkten, geschützt, damit sie nicht allein umbrechen.
    sending: 'Wird gesendet\u00a0…',
  },
  validation: {
    nameRequired: 'Bitte geben Sie Ihren Namen ein.',
    emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    subjectRequired: 'Bitte geben Sie einen Betreff ein.',
    messageRequired: 'Bitte geben Sie eine Nachricht ein.',
    tooLong: (field, max) => `${fieldNames[field]} darf höchstens ${max} Zeichen lang sein.`,
  },
  toasts: {
    sentTitle: 'Nachricht gesendet!',
    sentDescription: 'Vielen Dank für Ihre Nachricht. Ich melde mich in Kürze bei Ihnen.',
    failedTitle: 'Die Nachricht konnte nicht gesendet werden',
    failedFallback: 'Bitte versuchen Sie es später erneut.',
    writeByEmail: 'Stattdessen eine E-Mail schreiben',
    cooldown: (seconds) => `Bitte warten Sie ${seconds} ${plural(seconds, 'Sekunde', 'Sekunden')}, bevor Sie eine weitere Nachricht senden.`,
    emailCopied: 'E-Mail-Adresse kopiert',
    dismiss: 'Benachrichtigung schließen',
  },
  sendErrors: {
    notSetUp: (missing) =>
      `Das Kontaktformular ist noch nicht eingerichtet: Für EmailJS ${plural(missing.length, 'fehlt', 'fehlen')} ${listOf(missing.map((id) => emailJsIds[id]))}.`,
    tooLarge: (kilobytes) => `Ihre Nachricht ist zu lang zum Senden (${kilobytes}\u00a0KB; erlaubt sind höchstens 50\u00a0KB). Bitte kürzen Sie sie.`,
    timeout: (seconds) =>
      `Der E-Mail-Dienst hat nicht innerhalb von ${seconds} ${plural(seconds, 'Sekunde', 'Sekunden')} geantwortet. Bitte versuchen Sie es erneut.`,
    network: 'Netzwerkfehler: Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    rateLimited: 'Zu viele Nachrichten: Bitte warten Sie eine Minute und versuchen Sie es dann erneut.',
    refused: (text) => `Die Nachricht wurde abgelehnt${text ? `: ${text}` : ''}`,
    misconfigured: (text) => `Das Kontaktformular ist nicht richtig eingerichtet${text ? `: ${text}` : ''}`,
    serviceDown: (status) => `Beim E-Mail-Dienst ist ein Problem aufgetreten (Fehler ${status}). Bitte versuchen Sie es später erneut.`,
    other: (status, text) => `Der E-Mail-Dienst hat mit Fehler ${status} geantwortet${text ? `: ${text}` : ''}`,
  },
};

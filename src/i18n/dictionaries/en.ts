/**
 * The interface in English, as the browser needs it: every string an island shows or announces
 * that is not content (the static sections' own words are in page-dictionaries/, and never sent
 * to the browser). The other languages' dictionaries have this shape (dictionary.ts), so a key
 * missing from one of them is a type error. Messages that take values are functions.
 */
export const en = {
  /** Navigation entries, by section id. */
  sections: {
    home: 'Home',
    about: 'About',
    skills: 'Skills',
    experience: 'Experience',
    projects: 'Projects',
    writing: 'Writing',
    contact: 'Contact',
  },
  common: {
    /** A link's name that says which thing it is for and that it opens a new tab: "GitHub: GymFlow (opens in a new tab)". */
    newTabLink: (label: string, title: string) => `${label}: ${title} (opens in a new tab)`,
    /** A button's name that says which thing it is for: "View Details: GymFlow". */
    labelFor: (label: string, title: string) => `${label}: ${title}`,
  },
  nav: {
    label: 'Main',
    menu: 'Menu',
    darkMode: 'Dark mode',
    scrollProgress: 'Page scroll progress',
    backToTop: 'Back to top',
    /** The language switcher's name (each entry is the language's own name, in that language). */
    languages: 'Languages',
    /** A post's table of contents: its name, and its button on a phone. */
    contents: 'On this page',
  },
  /** The search dialog (src/sections/navigation/search-dialog.tsx). */
  search: {
    /** The navigation's button. */
    open: 'Search',
    /** The dialog's name. */
    title: 'Search this site',
    placeholder: 'Projects, posts, sections…',
    /** The results' list. */
    results: 'Results',
    close: 'Close search',
    loading: 'Searching…',
    /** Said (a polite live region) and shown once a search has answered. */
    found: (count: number) => `${count} result${count === 1 ? '' : 's'}`,
    noResults: (query: string) => `No results for “${query}”`,
    /** The index could not be loaded (offline, or `npm run dev` without one). */
    unavailable: 'Search is not available right now.',
  },
  projects: {
    /** Today's project types, by the key content names them by: their names where projects.yaml declares no `types:` (scripts/content/resolve-categories.ts). */
    types: {
      'Web Application': 'Web Application',
      'AI Automation': 'AI Automation',
    },
    coverAlt: (title: string) => `${title}: cover screenshot`,
    skills: 'Skills',
    moreSkills: (count: number) => `+${count} more`,
    github: 'GitHub',
    live: 'Live',
    liveDemo: 'Live Demo',
    viewDetails: 'View Details',
    techStack: 'Tech Stack',
    description: 'Description',
    noImages: 'No images available',
    close: 'Close',
    copyLink: 'Copy link',
    linkCopied: 'Link copied',
    linkNotCopied: 'The link could not be copied',
    /** The list of a project's facts from GitHub: stars, main language, last push, Archived. */
    onGithub: 'On GitHub',
    stars: (count: number) => `${count.toLocaleString('en')} ${count === 1 ? 'star' : 'stars'}`,
    /** The date as the page's language writes it: "Last push November 20, 2026". */
    lastPush: (date: string) => `Last push ${date}`,
    archived: 'Archived',
    linkNotCopiedHint: (url: string) => `The browser did not allow access to the clipboard. Copy the address from here instead: ${url}`,
  },
  carousel: {
    roleDescription: 'carousel',
    label: (title: string) => `${title} screenshots`,
    imageAlt: (title: string, number: number, count: number) => `${title}: screenshot ${number} of ${count}`,
    previous: 'Previous image',
    next: 'Next image',
    show: (number: number, count: number) => `Show image ${number} of ${count}`,
  },
  contact: {
    methods: 'Contact methods',
    /** The contact methods of schemas/contact.schema.json, by label. */
    methodNames: { Email: 'Email', Phone: 'Phone', LinkedIn: 'LinkedIn' },
    formTitle: 'Send a message',
    fields: { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' },
    honeypot: 'Leave this field empty',
    required: 'Required',
    send: 'Send Message',
    sending: 'Sending…',
  },
  /** docs/product-spec.md §5: the message under a failing field. */
  validation: {
    nameRequired: 'Name is required.',
    emailInvalid: 'Valid email is required.',
    subjectRequired: 'Subject is required.',
    messageRequired: 'Message is required.',
    tooLong: (field: 'name' | 'email' | 'subject' | 'message', max: string) =>
      `${{ name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' }[field]} must be at most ${max} characters.`,
  },
  /** docs/product-spec.md §8: what a visitor reads in a toast. */
  toasts: {
    sentTitle: 'Message sent!',
    sentDescription: "Thanks for reaching out. I'll get back to you soon.",
    failedTitle: 'Could not send message',
    failedFallback: 'Please try again later.',
    writeByEmail: 'Write an email instead',
    cooldown: (seconds: number) => `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before sending another message.`,
    emailCopied: 'Email copied',
    dismiss: 'Dismiss notification',
  },
  /** Why a message could not be sent (lib/emailjs-client.ts says which case it is). */
  sendErrors: {
    notSetUp: (missing: readonly ('publicKey' | 'serviceId' | 'templateId')[]) =>
      `The contact form is not set up yet: the EmailJS ${missing.map((id) => ({ publicKey: 'public key (user ID)', serviceId: 'service ID', templateId: 'template ID' })[id]).join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing.`,
    tooLarge: (kilobytes: number) => `Your message is too long to send (${kilobytes} KB; the limit is 50 KB). Please shorten it.`,
    timeout: (seconds: number) => `The email service did not answer within ${seconds} second${seconds === 1 ? '' : 's'}. Please try again.`,
    network: 'Network error: check your connection and try again.',
    rateLimited: 'Too many messages, please wait a minute and try again.',
    /** `text`: the service's own words, often empty. */
    refused: (text: string) => `The message was refused${text ? `: ${text}` : ''}`,
    misconfigured: (text: string) => `The contact form is not set up correctly${text ? `: ${text}` : ''}`,
    serviceDown: (status: number) => `The email service is having trouble (error ${status}). Please try again later.`,
    other: (status: number, text: string) => `The email service answered with error ${status}${text ? `: ${text}` : ''}`,
  },
} as const;

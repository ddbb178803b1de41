/** L’interface en français : chaque texte que la page affiche ou annonce et qui n’est pas du contenu (espaces insécables avant « : », « ! » et « ? »). */
import type { Dictionary } from '../dictionary.ts';

const plural = (count: number, one: string, many: string) => (count < 2 ? one : many);
const fieldNames = { name: 'Le nom', email: 'L’adresse e-mail', subject: 'L’objet', message: 'Le message' } as const;
const emailJsIds = { publicKey: 'la clé publique (user ID)', serviceId: 'l’identifiant de service', templateId: 'l’identifiant de modèle' } as const;

export const fr: Dictionary = {
  sections: {
    home: 'Accueil',
    about: 'À propos',
    skills: 'Compétences',
    experience: 'Expérience',
    projects: 'Projets',
    writing: 'Articles',
    contact: 'Contact',
  },
  common: {
    newTabLink: (label, title) => `${label}\u00a0: ${title} (s’ouvre dans un nouvel onglet)`,
    labelFor: (label, title) => `${label}\u00a0: ${title}`,
  },
  nav: {
    label: 'Principale',
    menu: 'Menu',
    darkMode: 'Mode sombre',
    scrollProgress: 'Progression de la lecture',
    backToTop: 'Retour en haut',
    languages: 'Langues',
    /** A post's table of contents: its name, and its button on a phone. */
    contents: 'Sur cette page',
  },
  projects: {
    types: {
      'Web Application': 'Application web',
      'AI Automation': 'Automatisation IA',
    },
    coverAlt: (title) => `${title}\u00a0: capture d’écran de couverture`,
    skills: 'Compétences',
    moreSkills: (count) => `+${count} ${plural(count, 'autre', 'autres')}`,
    github: 'GitHub',
    live: 'En ligne',
    liveDemo: 'Démo en ligne',
    viewDetails: 'Voir les détails',
    techStack: 'Technologies',
    description: 'Description',
    noImages: 'Aucune image disponible',
    close: 'Fermer',
    copyLink: 'Copier le lien',
    linkCopied: 'Lien copié',
    linkNotCopied: 'Le lien n’a pas pu être copié',
    onGithub: 'Sur GitHub',
    stars: (count) => `${count.toLocaleString('fr')} ${plural(count, 'étoile', 'étoiles')}`,
    lastPush: (date) => `Dernier push le ${date}`,
    archived: 'Archivé',
    linkNotCopiedHint: (url) => `Le navigateur n’a pas autorisé l’accès au presse-papiers. Copiez plutôt l’adresse ici\u00a0: ${url}`,
  },
  carousel: {
    roleDescription: 'carrousel',
    label: (title) => `Captures d’écran de ${title}`,
    imageAlt: (title, number, count) => `${title}\u00a0: capture d’écran ${number} sur ${count}`,
    previous: 'Image précédente',
    next: 'Image suivante',
    show: (number, count) => `Afficher l’image ${number} sur ${count}`,
  },
  contact: {
    methods: 'Moyens de contact',
    methodNames: { Email: 'E-mail', Phone: 'Téléphone', LinkedIn: 'LinkedIn' },
    formTitle: 'Envoyer un message',
    fields: { name: 'Nom', email: 'E-mail', subject: 'Objet', message: 'Message' },
    honeypot: 'Laissez ce champ vide',
    required: 'Obligatoire',
    send: 'Envoyer le message',
    sending: 'Envoi…',
  },
  validation: {
    nameRequired: 'Le nom est obligatoire.',
    emailInvalid: 'Une adresse e-mail valide est obligatoire.',
    subjectRequired: 'L’objet est obligatoire.',
    messageRequired: 'Le message est obligatoire.',
    tooLong: (field, max) => `${fieldNames[field]} ne doit pas dépasser ${max} caractères.`,
  },
  toasts: {
    sentTitle: 'Message envoyé\u00a0!',
    sentDescription: 'Merci pour votre message. Je vous réponds très vite.',
    failedTitle: 'Le message n’a pas pu être envoyé',
    failedFallback: 'Veuillez réessayer plus tard.',
    writeByEmail: 'Écrire un e-mail à la place',
    cooldown: (seconds) => `Veuillez patienter ${seconds} ${plural(seconds, 'seconde', 'secondes')} avant d’envoyer un autre message.`,
    emailCopied: 'Adresse e-mail copiée',
    dismiss: 'Fermer la notification',
  },
  sendErrors: {
    notSetUp: (missing) =>
      `Le formulaire de contact n’est pas encore configuré\u00a0: il manque ${missing.map((id) => emailJsIds[id]).join(', ')} (EmailJS).`,
    tooLarge: (kilobytes) => `Votre message est trop long pour être envoyé (${kilobytes} Ko ; la limite est de 50 Ko). Raccourcissez-le.`,
    timeout: (seconds) => `Le service d’e-mail n’a pas répondu en ${seconds} ${plural(seconds, 'seconde', 'secondes')}. Veuillez réessayer.`,
    network: 'Erreur réseau\u00a0: vérifiez votre connexion et réessayez.',
    rateLimited: 'Trop de messages\u00a0: patientez une minute, puis réessayez.',
    refused: (text) => `Le message a été refusé${text ? `\u00a0: ${text}` : ''}`,
    misconfigured: (text) => `Le formulaire de contact est mal configuré${text ? `\u00a0: ${text}` : ''}`,
    serviceDown: (status) => `Le service d’e-mail rencontre un problème (erreur ${status}). Veuillez réessayer plus tard.`,
    other: (status, text) => `Le service d’e-mail a répondu par l’erreur ${status}${text ? `\u00a0: ${text}` : ''}`,
  },
};

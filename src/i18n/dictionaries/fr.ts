/** L'interface en français : chaque texte que la page affiche ou annonce et qui n'est pas du contenu. */
import type { Dictionary } from '../dictionary';

export const fr: Dictionary = {
  sections: {
    home: 'Accueil',
    about: 'À propos',
    skills: 'Compétences',
    experience: 'Expérience',
    projects: 'Projets',
    contact: 'Contact',
  },
};

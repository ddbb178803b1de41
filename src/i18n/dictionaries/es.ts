/** La interfaz en español: cada texto que la página muestra o anuncia y que no es contenido (trato de «usted», signos de apertura ¿ y ¡). */
import type { Dictionary } from '../dictionary.ts';

const pluralRules = new Intl.PluralRules('es');
const plural = (count: number, one: string, other: string) => (pluralRules.select(count) === 'one' ? one : other);
const listOf = (items: readonly string[]) => new Intl.ListFormat('es', { type: 'conjunction' }).format(items);
const fieldNames = { name: 'El nombre', email: 'El correo electrónico', subject: 'El asunto', message: 'El mensaje' } as const;
const emailJsIds = { publicKey: 'la clave pública (user ID)', serviceId: 'el ID de servicio', templateId: 'el ID de plantilla' } as const;

export const es: Dictionary = {
  sections: {
    home: 'Inicio',
    about: 'Sobre mí',
    skills: 'Habilidades',
    experience: 'Experiencia',
    projects: 'Proyectos',
    writing: 'Artículos',
    contact: 'Contacto',
  },
  common: {
    newTabLink: (label, title) => `${label}: ${title} (se abre en una pestaña nueva)`,
    labelFor: (label, title) => `${label}: ${title}`,
  },
  nav: {
    label: 'Principal',
    menu: 'Menú',
    darkMode: 'Modo oscuro',
    scrollProgress: 'Progreso de lectura',
    backToTop: 'Volver arriba',
    languages: 'Idiomas',
    /** A post's table of contents: its name, and its button on a phone. */
    contents: 'En esta página',
  },
  search: {
    open: 'Buscar',
    title: 'Buscar en este sitio',
    placeholder: 'Proyectos, artículos, secciones…',
    results: 'Resultados',
    close: 'Cerrar la búsqueda',
    loading: 'Buscando…',
    found: (count) => `${count} ${plural(count, 'resultado', 'resultados')}`,
    noResults: (query) => `No hay resultados para «${query}»`,
    unavailable: 'La búsqueda no está disponible en este momento.',
  },
  projects: {
    types: {
      'Web Application': 'Aplicación web',
      'AI Automation': 'Automatización con IA',
    },
    coverAlt: (title) => `${title}: captura de pantalla de portada`,
    skills: 'Habilidades',
    // «+1 más», «+3 más»: «más» no varía en número.
    moreSkills: (count) => `+${count} más`,
    github: 'GitHub',
    live: 'En línea',
    liveDemo: 'Demo en línea',
    viewDetails: 'Ver detalles',
    techStack: 'Tecnologías',
    description: 'Descripción',
    noImages: 'No hay imágenes disponibles',
    close: 'Cerrar',
    copyLink: 'Copiar enlace',
    linkCopied: 'Enlace copiado',
    linkNotCopied: 'No se pudo copiar el enlace',
    onGithub: 'En GitHub',
    stars: (count) => `${count.toLocaleString('es')} ${plural(count, 'estrella', 'estrellas')}`,
    lastPush: (date) => `Último push: ${date}`,
    archived: 'Archivado',
    linkNotCopiedHint: (url) => `El navegador no permitió el acceso al portapapeles. Copie la dirección desde aquí: ${url}`,
  },
  carousel: {
    roleDescription: 'carrusel',
    label: (title) => `Capturas de pantalla de ${title}`,
    imageAlt: (title, number, count) => `${title}: captura de pantalla ${number} de ${count}`,
    previous: 'Imagen anterior',
    next: 'Imagen siguiente',
    show: (number, count) => `Mostrar la imagen ${number} de ${count}`,
  },
  contact: {
    methods: 'Medios de contacto',
    methodNames: { Email: 'Correo electrónico', Phone: 'Teléfono', LinkedIn: 'LinkedIn' },
    formTitle: 'Envíeme un mensaje',
    fields: { name: 'Nombre', email: 'Correo electrónico', subject: 'Asunto', message: 'Mensaje' },
    honeypot: 'Deje este campo vacío',
    required: 'Obligatorio',
    send: 'Enviar mensaje',
    sending: 'Enviando…',
  },
  validation: {
    nameRequired: 'El nombre es obligatorio.',
    emailInvalid: 'Se necesita un correo electrónico válido.',
    subjectRequired: 'El asunto es obligatorio.',
    messageRequired: 'El mensaje es obligatorio.',
    tooLong: (field, max) => `${fieldNames[field]} no puede tener más de ${max} caracteres.`,
  },
  toasts: {
    sentTitle: '¡Mensaje enviado!',
    sentDescription: 'Gracias por escribirme. Le responderé muy pronto.',
    failedTitle: 'No se pudo enviar el mensaje',
    failedFallback: 'Vuelva a intentarlo más tarde.',
    writeByEmail: 'Escribir por correo electrónico',
    cooldown: (seconds) => `Espere ${seconds} ${plural(seconds, 'segundo', 'segundos')} antes de enviar otro mensaje.`,
    emailCopied: 'Dirección de correo copiada',
    dismiss: 'Cerrar notificación',
  },
  sendErrors: {
    notSetUp: (missing) =>
      `El formulario de contacto aún no está configurado: ${plural(missing.length, 'falta', 'faltan')} ${listOf(missing.map((id) => emailJsIds[id]))} de EmailJS.`,
    tooLarge: (kilobytes) => `Su mensaje es demasiado largo para enviarlo (${kilobytes}\u00a0KB; el límite es de 50\u00a0KB). Acórtelo, por favor.`,
    timeout: (seconds) => `El servicio de correo no respondió en ${seconds} ${plural(seconds, 'segundo', 'segundos')}. Vuelva a intentarlo.`,
    network: 'Error de red: compruebe su conexión y vuelva a intentarlo.',
    rateLimited: 'Demasiados mensajes: espere un minuto y vuelva a intentarlo.',
    refused: (text) => `El mensaje fue rechazado${text ? `: ${text}` : ''}`,
    misconfigured: (text) => `El formulario de contacto no está bien configurado${text ? `: ${text}` : ''}`,
    serviceDown: (status) => `El servicio de correo tiene problemas (error ${status}). Vuelva a intentarlo más tarde.`,
    other: (status, text) => `El servicio de correo respondió con el error ${status}${text ? `: ${text}` : ''}`,
  },
};

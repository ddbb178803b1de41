/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Overrides site.yaml's emailjs.publicKey at build time. */
  readonly VITE_EMAILJS_PUBLIC_KEY?: string;
  /** Overrides site.yaml's emailjs.serviceId at build time. */
  readonly VITE_EMAILJS_SERVICE_ID?: string;
  /** Overrides site.yaml's emailjs.templateId at build time. */
  readonly VITE_EMAILJS_TEMPLATE_ID?: string;
  /** Where to send: https://api.emailjs.com by default, the local mail sink in `npm run dev`. */
  readonly VITE_EMAILJS_ORIGIN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

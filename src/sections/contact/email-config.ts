/**
 * The EmailJS settings: site.yaml's ids, overridable at build time by VITE_EMAILJS_* variables.
 * `npm run dev` sends to the local mail sink unless VITE_EMAILJS_ORIGIN says otherwise.
 */
import type { DeepReadonly, Site } from '../../content/types.ts';
import { EMAILJS_ORIGIN, LOCAL_SINK_ORIGIN, type EmailJsConfig } from '../../lib/emailjs-client.ts';

type EmailEnv = Partial<
  Pick<ImportMetaEnv, 'DEV' | 'VITE_EMAILJS_ORIGIN' | 'VITE_EMAILJS_PUBLIC_KEY' | 'VITE_EMAILJS_SERVICE_ID' | 'VITE_EMAILJS_TEMPLATE_ID'>
>;

export function emailConfig(ids: DeepReadonly<Site['emailjs']>, env: EmailEnv = import.meta.env): EmailJsConfig {
  return {
    origin: env.VITE_EMAILJS_ORIGIN || (env.DEV ? LOCAL_SINK_ORIGIN : EMAILJS_ORIGIN),
    publicKey: env.VITE_EMAILJS_PUBLIC_KEY || ids.publicKey,
    serviceId: env.VITE_EMAILJS_SERVICE_ID || ids.serviceId,
    templateId: env.VITE_EMAILJS_TEMPLATE_ID || ids.templateId,
  };
}

import { describe, expect, it } from 'vitest';
import { emailConfig } from './email-config.ts';

const site = { emailjs: { publicKey: 'public-key', serviceId: 'service_1', templateId: 'template_1' } };

describe('emailConfig', () => {
  it('uses site.yaml and the real service in a production build', () => {
    expect(emailConfig(site.emailjs, { DEV: false })).toEqual({
      origin: 'https://api.emailjs.com',
      publicKey: site.emailjs.publicKey,
      serviceId: site.emailjs.serviceId,
      templateId: site.emailjs.templateId,
    });
  });

  it('sends to the local mail sink in development', () => {
    expect(emailConfig(site.emailjs, { DEV: true }).origin).toBe('/__mail-sink');
  });

  it('lets build-time variables override every setting', () => {
    expect(
      emailConfig(site.emailjs, {
        DEV: true,
        VITE_EMAILJS_ORIGIN: 'https://api.emailjs.com',
        VITE_EMAILJS_PUBLIC_KEY: 'pk',
        VITE_EMAILJS_SERVICE_ID: 'svc',
        VITE_EMAILJS_TEMPLATE_ID: 'tpl',
      }),
    ).toEqual({ origin: 'https://api.emailjs.com', publicKey: 'pk', serviceId: 'svc', templateId: 'tpl' });
  });
});

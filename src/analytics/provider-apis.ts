/**
 * The providers' own custom-event APIs, as each script defines them on `window`, and how an event
 * goes through each. Cloudflare Web Analytics counts pages only: it has no custom events.
 */
import type { AnalyticsSettings } from '../content/types.ts';
import type { EventProperties } from './analytics-events.ts';

export type AnalyticsProvider = keyof AnalyticsSettings;

/** What the providers' scripts define (https://plausible.io/docs/custom-props/for-custom-events, https://umami.is/docs/tracker-functions, https://www.goatcounter.com/help/events). */
export interface ProviderApis {
  plausible?: (name: string, options: { props: EventProperties }) => void;
  umami?: { track: (name: string, data: EventProperties) => unknown };
  goatcounter?: { count: (vars: { path: string; title: string; event: true }) => void };
}

/** GoatCounter's events are paths: the name, then each property's value (`project-opened/<slug>`). */
export function goatcounterPath(name: string, properties: EventProperties): string {
  return [name.toLowerCase().replace(/ /g, '-'), ...Object.values(properties).map(encodeURIComponent)].join('/');
}

/** Sends an event through the provider's API: false while its script has not arrived. */
export const sendThrough: Record<AnalyticsProvider, (apis: ProviderApis, name: string, properties: EventProperties) => boolean> = {
  plausible: ({ plausible }, name, properties) => {
    plausible?.(name, { props: properties });
    return plausible !== undefined;
  },
  umami: ({ umami }, name, properties) => {
    umami?.track(name, properties);
    return umami !== undefined;
  },
  goatcounter: ({ goatcounter }, name, properties) => {
    goatcounter?.count({ path: goatcounterPath(name, properties), title: name, event: true });
    return goatcounter !== undefined;
  },
  cloudflare: () => true,
};

export const isProvider = (name: string | undefined): name is AnalyticsProvider => name !== undefined && Object.hasOwn(sendThrough, name);

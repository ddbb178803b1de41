/**
 * The contact form's code (Formik and the form) loads when a visitor comes near the contact
 * section or touches it, not with the page. The prerendered form is in the HTML from the start;
 * React hydrates it when its code arrives. The prerender itself waits for it.
 */
import { lazy } from 'react';

/** How far below the viewport the section may still be when the form's code starts loading. */
const LOOKAHEAD = '1000px';
let needed: Promise<void> | undefined;

function whenNeeded(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  needed ??= new Promise<void>((resolve) => {
    const section = document.getElementById('contact');
    if (!section || typeof IntersectionObserver === 'undefined') return resolve();
    const done = () => {
      observer.disconnect();
      section.removeEventListener('focusin', done);
      section.removeEventListener('pointerdown', done);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), { rootMargin: `0px 0px ${LOOKAHEAD} 0px` });
    observer.observe(section);
    section.addEventListener('focusin', done);
    section.addEventListener('pointerdown', done);
  });
  return needed;
}

export const LazyContactForm = lazy(() =>
  whenNeeded()
    .then(() => import('./contact-form'))
    .then((m) => ({ default: m.ContactForm })),
);

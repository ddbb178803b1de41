// @ts-check
// Inlined in the <head> of the default language's 404 page, after the boot script (see scripts/pages/inline-scripts.ts).
(function () {
  var script = document.currentScript;
  var pages = ((script && script.dataset.pages) || '').split(' ');
  // The 404 page of the deepest folder the address is in: /fr/404.html for /fr/nulle-part/.
  var nearest = pages
    .filter(function (page) {
      return page && location.pathname.indexOf(page.slice(0, page.lastIndexOf('/') + 1)) === 0;
    })
    .sort(function (a, b) {
      return b.length - a.length;
    })[0];
  if (!nearest || typeof AbortController === 'undefined' || typeof DOMParser === 'undefined') return;
  var root = document.documentElement;
  var timeout = new AbortController();
  var giveUp = setTimeout(function () {
    timeout.abort();
  }, 2000);
  var parsed = new Promise(function (resolve) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', resolve);
    else resolve(null);
  });
  var fetched = fetch(nearest, { signal: timeout.signal }).then(function (response) {
    return response.ok ? response.text() : Promise.reject(new Error(String(response.status)));
  });
  // Nothing shows until the page is in its language; past two seconds, this page it is.
  root.style.visibility = 'hidden';
  /** @param {Element} element */
  function remove(element) {
    element.remove();
  }
  Promise.all([fetched, parsed])
    .then(function (done) {
      var page = new DOMParser().parseFromString(done[0], 'text/html');
      // Its words and styles; this document's scripts, policy and state (scheme, listeners) stay.
      root.lang = page.documentElement.lang;
      document.title = page.title;
      // What the boot script adds after the first paint (the web fonts cut to that language's letters):
      // parsed without scripting, the page's <noscript> holds elements (its fonts' <style> among them,
      // which must not be declared before the paint); this one's, their markup as text.
      var later = document.head.querySelector('noscript[data-after-paint]');
      var theirs = page.head.querySelector('noscript[data-after-paint]');
      if (later && theirs) later.textContent = theirs.innerHTML;
      document.head.querySelectorAll(':scope > style').forEach(remove);
      page.head.querySelectorAll(':scope > style').forEach(function (style) {
        document.head.append(document.adoptNode(style));
      });
      document.body.replaceWith(document.adoptNode(page.body));
    })
    .catch(function () {
      // This 404 page stays: it says the same in the default language.
    })
    .then(function () {
      clearTimeout(giveUp);
      root.style.removeProperty('visibility');
    });
})();

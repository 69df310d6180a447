// Scorekeeper's start: the app is loaded once this site's service worker serves the page, so a
// first visit fetches each file once and every later start comes from the phone's own cache.
(function () {
  "use strict";
  function loadApp() {
    var script = document.createElement("script");
    script.src = "flutter_bootstrap.js";
    document.body.appendChild(script);
  }
  // Ask the browser to keep the matches even when space runs low (it may say no).
  if (navigator.storage && navigator.storage.persist) {
    navigator.storage.persist().catch(function () {});
  }
  if (!("serviceWorker" in navigator) || !window.isSecureContext) {
    loadApp();  // plain http to a LAN address: no offline start, the app still runs
    return;
  }
  var workers = navigator.serviceWorker;
  if (workers.controller) {
    workers.register("sw.js", { updateViaCache: "none" }).catch(function () {});  // a new version: next start
    loadApp();
    return;
  }
  // The first visit (or a reload that bypassed the worker): the worker keeps every file first,
  // then serves this page; if it cannot, the app starts anyway.
  var served = new Promise(function (resolve) { workers.addEventListener("controllerchange", resolve, { once: true }); });
  workers.register("sw.js", { updateViaCache: "none" }).then(function (registration) {
    var worker = registration.installing || registration.waiting;
    if (!worker) { return; }
    return Promise.race([served, new Promise(function (resolve) {
      worker.addEventListener("statechange", function () {
        if (worker.state === "redundant") { resolve(); }
      });
    })]);
  }).catch(function (error) {
    console.warn("Scorekeeper: no offline start:", error);
  }).then(loadApp);
})();

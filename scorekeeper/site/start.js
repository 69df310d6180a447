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
  function changeOfWorker() {
    return new Promise(function (resolve) { workers.addEventListener("controllerchange", resolve, { once: true }); });
  }
  workers.register("sw.js", { updateViaCache: "none" }).then(function (registration) {
    if (registration.waiting && workers.controller) {
      // A new version was fetched whole during an earlier visit: take it before the app starts
      // (asked until it answers; if it never does, this start runs the version in the cache).
      var waiting = registration.waiting;
      var asking = setInterval(function () { waiting.postMessage("take-over"); }, 500);
      waiting.postMessage("take-over");
      return Promise.race([
        changeOfWorker().then(function () { return true; }),
        new Promise(function (resolve) { setTimeout(resolve, 5000, false); }),
      ]).then(function (changed) {
        clearInterval(asking);
        if (changed) { window.location.reload(); } else { loadApp(); }
      });
    }
    if (workers.controller) {
      return loadApp();
    }
    var worker = registration.installing || registration.waiting;
    if (!worker) {
      return loadApp();  // a reload that bypassed the worker: it serves the next start
    }
    // The first visit: the worker keeps every file first, then serves this page.
    return new Promise(function (resolve) {
      changeOfWorker().then(resolve);
      worker.addEventListener("statechange", function () {
        if (worker.state === "redundant") { resolve(); }  // it could not keep them: start anyway
      });
    }).then(loadApp);
  }).catch(function (error) {
    console.warn("Scorekeeper: no offline start:", error);
    loadApp();
  });
})();

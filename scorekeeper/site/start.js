// Scorekeeper's start: the app is loaded once this site's service worker serves the page, so a
// first visit fetches each file once and every later start comes from the phone's own cache.
(function () {
  "use strict";
  // One tab runs the app: each would hold its own copy of the data and the last to save would win.
  var ELSEWHERE = {
    en: "Scorekeeper is already open in another tab or window of this browser. Close it, then reload this one.",
    ar: "سكوركيبر مفتوح بالفعل في علامة تبويب أو نافذة أخرى من هذا المتصفح. أغلقها ثم أعد تحميل هذه.",
    pt: "O Scorekeeper já está aberto noutro separador ou janela deste navegador. Feche-o e recarregue este.",
    ro: "Scorekeeper este deja deschis în altă filă sau fereastră a acestui browser. Închide-o, apoi reîncarcă aceasta.",
    tr: "Scorekeeper bu tarayıcının başka bir sekmesinde ya da penceresinde zaten açık. Onu kapatın, sonra bunu yeniden yükleyin.",
  };
  function openElsewhere() {
    var language = (navigator.language || "en").slice(0, 2);
    var said = document.createElement("p");
    said.setAttribute("role", "alert");
    said.dir = language === "ar" ? "rtl" : "ltr";
    said.style.cssText = "position:fixed;inset:auto 1em 40% 1em;font:18px/1.5 sans-serif;text-align:center";
    said.textContent = ELSEWHERE[language] || ELSEWHERE.en;
    document.documentElement.style.colorScheme = "light dark";  // the phone's dark theme, too
    document.body.appendChild(said);
    var loading = document.getElementById("loading");
    if (loading) { loading.remove(); }
  }
  function loadApp() {
    var start = function () {
      var script = document.createElement("script");
      script.src = "flutter_bootstrap.js";
      document.body.appendChild(script);
    };
    if (!navigator.locks) { return start(); }
    navigator.locks.request("scorekeeper-app", { ifAvailable: true }, function (lock) {
      if (!lock) { return openElsewhere(); }
      start();
      return new Promise(function () {});  // held while this page lives
    });
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

// Scorekeeper's service worker: the site's files, one cache per version. A version is kept whole
// before it serves anything; the page switches to a new one only before the app starts.
"use strict";
const VERSION = "{{VERSION}}";
const CORE = {{CORE}};  // every file the app needs, whatever the browser
const ENGINES = {{ENGINES}};  // a browser uses one of two engines: kept when it first asks for it
const PREFIX = "scorekeeper-";
const CACHE = PREFIX + VERSION;
const HOME = new URL("./", self.registration.scope).href;

function address(name) {
  return new URL(name, self.registration.scope).href;
}
const KNOWN = new Set([HOME, ...CORE.map(address), ...ENGINES.map(address)]);

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const wanted = new Set([HOME, ...CORE.map(address)]);
    const engines = new Set(ENGINES.map(address));
    for (const name of await caches.keys()) {  // the engine this browser ran before, in its new version
      if (name.startsWith(PREFIX) && name !== CACHE) {
        for (const request of await (await caches.open(name)).keys()) {
          if (engines.has(request.url)) { wanted.add(request.url); }
        }
      }
    }
    const cache = await caches.open(CACHE);
    // All or nothing: one file missing and this version is not installed (the old one goes on).
    try {
      await cache.addAll([...wanted].map((url) => new Request(url, { cache: "reload" })));
    } catch (error) {
      await caches.delete(CACHE);
      throw error;
    }
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && name !== CACHE) { await caches.delete(name); }
    }
    await self.clients.claim();
  })());
});

self.addEventListener("message", (event) => {
  if (event.data === "take-over") { self.skipWaiting(); }
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) {
    event.respondWith(Response.error());  // nothing leaves for another host
    return;
  }
  if (request.method !== "GET") { return; }
  const key = request.mode === "navigate" ? HOME : url.origin + url.pathname;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const kept = await cache.match(key);
    if (kept) { return kept; }
    const response = await fetch(request);
    if (response.ok && KNOWN.has(key)) { await cache.put(key, response.clone()); }
    return response;
  })());
});

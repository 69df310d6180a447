// Scorekeeper's service worker: the site's files, one cache per version. A version is kept whole
// before it serves anything, and each open page (with its workers) is served from the version it
// started with to its end: a new version takes over at the next start, never in the middle of one.
"use strict";
const VERSION = "{{VERSION}}";
const CORE = {{CORE}};  // every file the app needs, whatever the browser
const ENGINES = {{ENGINES}};  // a browser uses one of two engines: kept when it first asks for it
const PREFIX = "scorekeeper-";
const CACHE = PREFIX + VERSION;
const PAGES = PREFIX + "pages";  // which version each open page runs (kept, as the worker may be stopped)
const HOME = new URL("./", self.registration.scope).href;

function address(name) {
  return new URL(name, self.registration.scope).href;
}
const KNOWN = new Set([HOME, ...CORE.map(address), ...ENGINES.map(address)]);
const pinned = new Map();

async function pin(client, version) {
  if (!client) { return; }
  pinned.set(client, version);
  await (await caches.open(PAGES)).put(address("__page/" + client), new Response(version));
}

async function versionOf(client) {
  if (!client) { return VERSION; }
  if (!pinned.has(client)) {
    const kept = await (await caches.open(PAGES)).match(address("__page/" + client));
    pinned.set(client, kept ? await kept.text() : VERSION);
  }
  return pinned.get(client);
}

async function forgetClosedPages() {
  const open = new Set((await self.clients.matchAll({ includeUncontrolled: true, type: "all" })).map((c) => c.id));
  const used = new Set([CACHE, PAGES]);
  const pages = await caches.open(PAGES);
  for (const request of await pages.keys()) {
    const client = request.url.split("/__page/")[1];
    if (open.has(client)) {
      used.add(PREFIX + await (await pages.match(request)).text());
    } else {
      pinned.delete(client);
      await pages.delete(request);
    }
  }
  for (const name of await caches.keys()) {
    if (name.startsWith(PREFIX) && !used.has(name)) { await caches.delete(name); }
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const wanted = new Set([HOME, ...CORE.map(address)]);
    const engines = new Set(ENGINES.map(address));
    for (const name of await caches.keys()) {  // the engine this browser ran before, in its new version
      if (name.startsWith(PREFIX) && name !== CACHE && name !== PAGES) {
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
    await self.skipWaiting();  // safe: a page already open keeps its own version
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    await forgetClosedPages();
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) {
    event.respondWith(Response.error());  // nothing leaves for another host
    return;
  }
  if (request.method !== "GET") { return; }
  const navigation = request.mode === "navigate";
  const key = navigation ? HOME : url.origin + url.pathname;
  event.respondWith((async () => {
    // A new page starts on the newest version; a worker it starts runs the page's version.
    const version = navigation ? VERSION : await versionOf(event.clientId);
    if (event.resultingClientId) { await pin(event.resultingClientId, version); }
    const name = PREFIX + version;
    const cache = await caches.open((await caches.has(name)) ? name : CACHE);
    const kept = await cache.match(key);
    if (kept) { return kept; }
    const response = await fetch(request);
    if (response.ok && KNOWN.has(key)) { await cache.put(key, response.clone()); }
    return response;
  })());
  if (navigation) { event.waitUntil(forgetClosedPages()); }
});

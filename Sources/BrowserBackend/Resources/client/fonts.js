// ComponentKit browser client, fonts: text waits for the app's faces before it is drawn.
// One part of the client script, served joined with the others (ClientAssets).
  // ---- Fonts ------------------------------------------------------------
  // The page has an @font-face rule for each face the app registered
  // (FontFaceRules in Swift), but a browser fetches a face only once text
  // uses it, and paints that text in a fallback face if the face takes
  // longer than font-display's block period. So a message that names fonts
  // not yet loaded is held, with every message after it, until they load:
  // its text is first drawn in the faces the server measured it with. A
  // face that has not loaded after FONT_WAIT_MS is given up on, and the
  // message applied (the face swaps in when it arrives).
  const FONT_WAIT_MS = 5000;
  const loadedFonts = new Set();
  ck.fontWaits = [];   // how long each held message waited, in ms (tests read it)

  // The CSS fonts a message names that the page has not loaded yet.
  function unloadedFonts(data, message) {
    if (!document.fonts || data.indexOf('"family"') < 0) return [];
    const found = new Set();
    (function walk(value) {
      if (Array.isArray(value)) { for (const item of value) walk(item); return; }
      if (!value || typeof value !== 'object') return;
      if (typeof value.family === 'string' && typeof value.size === 'number') {
        const font = cssFont(value);
        if (!loadedFonts.has(font)) found.add(font);
        return;
      }
      for (const key in value) walk(value[key]);
    })(message);
    // Not document.fonts.check(): Chromium answers true for a face not yet
    // loaded when an installed font could draw the text. Each font is loaded
    // once (load() settles at once for faces already loaded).
    return [...found];
  }

  // Null when the message's fonts are ready; else a promise that settles
  // when they have loaded, failed or taken too long.
  function fontsReady(data, message) {
    const missing = unloadedFonts(data, message);
    if (missing.length === 0) return null;
    const started = performance.now();
    const loads = missing.map((font) => document.fonts.load(font).then(() => loadedFonts.add(font), () => loadedFonts.add(font)));
    const timeout = new Promise((resolve) => setTimeout(resolve, FONT_WAIT_MS));
    return Promise.race([Promise.all(loads), timeout]).then(() => { ck.fontWaits.push(Math.round(performance.now() - started)); });
  }

  // Messages in arrival order, applied once the fonts of each have loaded.
  const heldMessages = [];
  let holding = false;
  // How many messages wait for fonts (tests wait for none before comparing pixels).
  ck.heldMessageCount = () => heldMessages.length;
  function receive(data) {
    heldMessages.push([data, JSON.parse(data)]);
    if (!holding) applyHeld();
  }
  function applyHeld() {
    while (heldMessages.length > 0) {
      const [data, message] = heldMessages[0];
      const ready = fontsReady(data, message);
      if (ready) {
        holding = true;
        ready.then(() => { holding = false; applyHeld(); });
        return;
      }
      heldMessages.shift();
      // A message that fails to apply is reported, and the ones after it still applied, as when each had its own event.
      try { apply(message); } catch (error) { setTimeout(() => { throw error; }); }
    }
  }

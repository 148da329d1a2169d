// ComponentKit browser client, the app's location in the address bar and the history.
// One part of the client script, served joined with the others (ClientAssets).
  // ---- Location -------------------------------------------------------------
  // The app's location is mirrored into the address bar and the history. The
  // entries this page pushed are remembered, so the app's own Back button
  // returns to them (history.go) instead of adding one more.
  const appTitle = document.title;
  function currentLocation() { return window.location.pathname + window.location.search; }
  let entries = [currentLocation()];
  let entryIndex = 0;
  history.replaceState({ ck: 0 }, '');
  function showLocation(location, title, change, count) {
    document.title = title ? title + ' \u2013 ' + appTitle : appTitle;
    if (location === currentLocation()) return;
    if (change === 'push') {
      entries = entries.slice(0, entryIndex + 1).concat([location]);
      entryIndex = entries.length - 1;
      history.pushState({ ck: entryIndex }, '', location);
    } else if (change === 'back' && count > 0 && entryIndex - count >= 0 && entries[entryIndex - count] === location) {
      entryIndex -= count;
      history.go(-count);   // the popstate that follows finds the app there already
    } else {
      entries[entryIndex] = location;
      history.replaceState({ ck: entryIndex }, '', location);
    }
  }
  window.addEventListener('popstate', (event) => {
    const index = event.state && typeof event.state.ck === 'number' ? event.state.ck : -1;
    if (index >= 0 && index < entries.length && entries[index] === currentLocation()) {
      entryIndex = index;
    } else {
      // An entry from before a reload: start remembering afresh from here.
      entries = [currentLocation()];
      entryIndex = 0;
      history.replaceState({ ck: 0 }, '');
    }
    send({ t: 'nav', loc: currentLocation() });
  });
  ck.location = () => ({ location: currentLocation(), entries: entries.slice(), index: entryIndex });

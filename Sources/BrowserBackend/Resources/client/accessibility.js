// ComponentKit browser client, accessibility: applies the semantics the
// server derives for each view (roles, names, states, list order: ARIA
// attributes, PageSemantics in Swift) as they come, and reads the page's
// announcements. It derives nothing: every attribute comes from the server.
// Loaded before client.js, which calls it with its view table.
window.__ckAccessibility = function (views) {
  'use strict';
  // Only roles, languages and ARIA attributes: the server names them, the page never sets anything else from a record.
  // On the wire an ARIA attribute goes without its prefix ("posinset" for aria-posinset); "lang" is HTML's own.
  const WIRE_NAME = /^(role|[a-z]+)$/;
  const attributeName = (name) => name === 'role' || name === 'lang' ? name : 'aria-' + name;
  // A record's parts: the elements of a view its attributes go on.
  const PARTS = { 'el': (view) => view.el, 'ct': (view) => view.content, 'in': (view) => view.input, 'gr': (view) => view.grid };
  const reducedMotion = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)');

  function setAttributes(element, now, before) {
    if (!element) return;
    for (const name in before) if (!(name in now) && WIRE_NAME.test(name)) element.removeAttribute(attributeName(name));
    for (const name in now) {
      if (!WIRE_NAME.test(name)) continue;
      const attribute = attributeName(name);
      if (element.getAttribute(attribute) !== now[name]) element.setAttribute(attribute, String(now[name]));
    }
  }

  // Text read in place of a label's own (its accessibility label): the label's text is hidden meanwhile.
  function setSpokenText(view, text) {
    if (typeof text === 'string' && view.text) {
      if (!view.spoken) {
        view.spoken = document.createElement('span');
        view.spoken.className = 'ck-sr';
        view.el.appendChild(view.spoken);
      }
      view.spoken.textContent = text;
      view.text.setAttribute('aria-hidden', 'true');
    } else if (view.spoken) {
      view.spoken.remove();
      view.spoken = null;
      view.text.removeAttribute('aria-hidden');
    }
  }

  // A grid's rows, [[rowIndex, "ck-1 ck-2"], …] from the server: one empty
  // row element per row in the grid's element, owning its cells (which stay
  // in the content box, where the server placed them). Rows no longer sent
  // are removed.
  function setRows(view, rows) {
    const list = Array.isArray(rows) ? rows : [];
    const made = view.rows || (view.rows = []);
    while (made.length > list.length) made.pop().remove();
    if (!view.grid) return;
    for (let i = 0; i < list.length; i++) {
      let row = made[i];
      if (!row) {
        row = document.createElement('div');
        row.className = 'ck-row';
        row.setAttribute('role', 'row');
        row.id = view.el.id + '-row-' + i;
        view.grid.appendChild(row);
        made.push(row);
      }
      const entry = Array.isArray(list[i]) ? list[i] : [];
      row.setAttribute('aria-rowindex', String(entry[0]));
      row.setAttribute('aria-owns', typeof entry[1] === 'string' ? entry[1] : '');
    }
  }

  // The element a grid's role and rows go on, added to the view while its record has one.
  function setGrid(view, record) {
    if (record['gr'] && !view.grid) {
      view.grid = document.createElement('div');
      view.grid.className = 'ck-grid';
      view.el.appendChild(view.grid);
    }
  }

  // A view's record replaces its last one: attributes it no longer has are removed.
  function apply(view, record) {
    const before = view.semantics || {};
    setGrid(view, record);
    for (const part in PARTS) setAttributes(PARTS[part](view), record[part] || {}, before[part] || {});
    if (view.kind === 'image') view.img.alt = typeof record['alt'] === 'string' ? record['alt'] : '';
    setSpokenText(view, record['sr']);
    if (record['rows'] || before['rows']) setRows(view, record['rows']);
    if (view.grid && !record['gr']) {
      view.grid.remove();
      view.grid = null;
    }
    view.semantics = record;
  }

  // What changed since the view's last record, on top of it: a part's
  // attributes set, or removed where null; "alt" and "sr" likewise.
  function merged(before, changes) {
    const record = Object.assign({}, before);
    for (const part in PARTS) {
      if (!changes[part] || typeof changes[part] !== 'object') continue;
      const attributes = Object.assign({}, before[part] || {});
      for (const name in changes[part]) {
        if (changes[part][name] === null) delete attributes[name]; else attributes[name] = changes[part][name];
      }
      if (Object.keys(attributes).length) record[part] = attributes; else delete record[part];
    }
    for (const text of ['alt', 'sr', 'rows']) {
      if (!(text in changes)) continue;
      if (changes[text] === null) delete record[text]; else record[text] = changes[text];
    }
    return record;
  }

  let politeRegion = null, assertiveRegion = null;
  function region(priority) {
    if (!politeRegion) {
      politeRegion = document.getElementById('ck-announce-polite');
      assertiveRegion = document.getElementById('ck-announce-assertive');
    }
    return priority === 'assertive' ? assertiveRegion : politeRegion;
  }

  return {
    // A message's "sem": [[id, record], …], once its operations are applied;
    // [id, changes, 1] carries only what changed since the view's last record.
    apply(records) {
      for (const [id, record, isChange] of records) {
        const view = views.get(id);
        if (!view || !record || typeof record !== 'object') continue;
        apply(view, isChange === 1 ? merged(view.semantics || {}, record) : record);
      }
    },
    // An announcement: cleared first, so the same words twice are read twice,
    // and again ten seconds after, so reading the page later does not find
    // "12 photos loaded" on every other screen.
    announce(message, priority) {
      const target = region(priority);
      if (!target) return;
      target.textContent = '';
      setTimeout(() => { target.textContent = message; }, 50);
      setTimeout(() => { if (target.textContent === message) target.textContent = ''; }, 10050);
    },
    get reducedMotion() { return !!(reducedMotion && reducedMotion.matches); },
    // Whether the focused view or one around it has an action on this key
    // (its aria-keyshortcuts, from the server): the page keeps the key then.
    hasShortcut(view, event) {
      const keys = [event.ctrlKey ? 'Control' : '', event.altKey ? 'Alt' : '', event.shiftKey ? 'Shift' : '',
                    event.metaKey ? 'Meta' : '', event.key === ' ' ? 'Space' : event.key].filter(Boolean).join('+');
      for (let node = view; node; node = node.parent) {
        const shortcuts = node.semantics && node.semantics['el'] && node.semantics['el']['keyshortcuts'];
        if (shortcuts && shortcuts.split(' ').indexOf(keys) >= 0) return true;
      }
      return false;
    },
  };
};

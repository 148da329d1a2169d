// ComponentKit browser client, development mode: the build's state and the handover's notes.
// One part of the client script, served joined with the others (ClientAssets).
  // ---- Development overlay ----------------------------------------------
  // In development mode the server tells every page what the build is doing: a failed build shows
  // the compiler's messages (file, line, column) in a panel announced as an alert, without taking
  // focus from the app; a succeeded one hides it. After a reload handed the session over, what did
  // not fit the new code (a state whose type changed) is listed in the same panel.
  const dev = (function () {
    let panel = null, hidden = false, lastKey = '';
    function element(tag, className, text) {
      const el = document.createElement(tag);
      if (className) el.className = className;
      if (text !== undefined) el.textContent = text;
      return el;
    }
    function build(message) {
      const status = message.status || null;
      const notes = Array.isArray(message.notes) ? message.notes : [];
      const failed = status && status.state === 'failed';
      const panel = element('section', 'ck-dev' + (failed ? ' ck-dev-failed' : ''));
      panel.setAttribute('aria-labelledby', 'ck-dev-title');
      const title = element('h2', 'ck-dev-title',
        failed ? 'Build failed' : status && status.state === 'building' ? 'Building…' : 'Reloaded');
      title.id = 'ck-dev-title';
      panel.append(title);
      if (status && status.summary) {
        const summary = element('p', 'ck-dev-summary', status.summary);
        // A failure is announced at once; progress politely.
        summary.setAttribute('role', failed ? 'alert' : 'status');
        panel.append(summary);
      }
      if (status && Array.isArray(status.diagnostics) && status.diagnostics.length) {
        const list = element('ol', 'ck-dev-diagnostics');
        list.setAttribute('aria-label', 'Compiler messages');
        for (const d of status.diagnostics) {
          const item = element('li', 'ck-dev-' + d.severity);
          item.append(element('code', 'ck-dev-location', d.file + ':' + d.line + ':' + d.column),
                      element('span', 'ck-dev-severity', ' ' + d.severity + ': '), element('span', 'ck-dev-message', d.message));
          list.append(item);
        }
        panel.append(list);
      }
      if (status && status.output) {
        const output = element('pre', 'ck-dev-output', status.output);
        output.tabIndex = 0;
        output.setAttribute('aria-label', 'Build output');
        panel.append(output);
      }
      if (notes.length) {
        panel.append(element('h3', 'ck-dev-notes-title', 'Not kept by the reload'));
        const list = element('ul', 'ck-dev-notes');
        for (const note of notes) list.append(element('li', '', note.path + ': ' + note.reason));
        panel.append(list);
      }
      const close = element('button', 'ck-dev-close', 'Hide');
      close.type = 'button';
      close.addEventListener('click', () => { hidden = true; show(null); });
      panel.append(close);
      return panel;
    }
    function show(message) {
      if (panel) { panel.remove(); panel = null; }
      if (!message || hidden) return;
      const status = message.status;
      const notes = Array.isArray(message.notes) ? message.notes : [];
      if ((!status || status.state === 'succeeded') && !notes.length) return;
      panel = build(message);
      document.body.append(panel);
    }
    return {
      apply(message) {
        ck.dev = message;
        // A new build or new notes show again what a person hid.
        const key = JSON.stringify(message);
        if (key !== lastKey) { hidden = false; lastKey = key; }
        show(message);
      },
    };
  })();

// ComponentKit browser client: applies the server's view-tree transactions
// to absolutely positioned elements and sends pointer, scroll and viewport
// events back. It never computes layout: every frame comes from the server,
// and every role, name and state for assistive technology too.
// Text only ever goes in through textContent, never parsed as HTML.
//
// The client is one function in parts, served joined in order as one script
// (ClientAssets.clientParts): this part, its shared state, comes first.
  const meta = (name) => document.querySelector('meta[name="' + name + '"]').content;
  const session = meta('ck-session');
  // The ticket from the page, then each reconnect token the session sends ("tok" in a reset). Only ever
  // sent as the first message of a connection, never in a URL, which proxies and servers log.
  let token = meta('ck-token');
  const rootElement = document.getElementById('ck-root');
  const views = new Map();
  const ck = window.__ck = { views: views, messages: 0, bytes: 0, resets: 0, connected: false, closedReason: null,
                             listeners: [], socket: null, notices: [] };
  const SCROLLING = { scroll: true, collection: true, table: true };
  const LISTS = { collection: true, table: true };
  const a11y = window.__ckAccessibility(views);
  ck.accessibility = a11y;
  const TEXT_INPUT = { textField: 'input', textView: 'textarea' };
  // Numbered intent (edits, focus, keys): the server acknowledges the last it
  // applied ("ack"), and state it sends from before our latest intent for an
  // element is older than what the page shows, so it is not applied.
  let sequence = 0, acknowledged = 0, lastFocusSequence = 0, inputLimit = 4096;
  let quietFocus = 0;   // focus moves the client makes itself while moving elements
  const pendingEdits = new Map();   // view id -> sequence of its latest edit
  ck.focusOrder = [];
  const HIGHLIGHTED = 1, DISABLED = 2, SELECTED = 4;

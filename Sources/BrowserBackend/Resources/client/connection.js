// ComponentKit browser client, the connection: notices, reloads and reconnecting.
// One part of the client script, served joined with the others (ClientAssets).
  // ---- Connection -----------------------------------------------------------

  // A session the server ended to make room: the page says so and offers to reload, and does not
  // reload by itself (its visitor may be gone, and would only take someone else's place).
  function showClosedNotice(reason) {
    ck.closedReason = reason;
    const notice = document.createElement('div');
    notice.className = 'ck-notice';
    notice.setAttribute('role', 'alert');
    const text = document.createElement('p');
    text.textContent = 'This page was closed to make room for a new visitor.';
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Reload';
    button.addEventListener('click', () => window.location.reload());
    notice.append(text, button);
    document.body.append(notice);
    button.focus();
  }

  // A reload gets a new session; a page refused again and again (its network keeps changing under
  // it, say) stops after three reloads in a minute and says so, rather than reloading forever.
  function startAfresh() {
    const now = Date.now();
    let recent = [];
    try { recent = JSON.parse(sessionStorage.getItem('ck-reloads') || '[]').filter((time) => now - time < 60000); } catch (e) { recent = []; }
    if (recent.length >= 3) {
      ck.closedReason = 'the server refused this page three times in a minute';
      a11y.announce('This page lost its connection to the server. Reload it to try again.', 'assertive');
      return;
    }
    recent.push(now);
    try { sessionStorage.setItem('ck-reloads', JSON.stringify(recent)); } catch (e) { /* storage off: reload anyway */ }
    window.location.reload();
  }

  let retries = 0;
  function connect() {
    const scheme = window.location.protocol === 'https:' ? 'wss://' : 'ws://';
    // A new session is made for the page's traits; a session that exists hears them in the first message.
    const socket = new WebSocket(scheme + window.location.host + '/ws?session=' + encodeURIComponent(session) +
                                 '&loc=' + encodeURIComponent(currentLocation()) +
                                 '&traits=' + encodeURIComponent(JSON.stringify(currentTraits())));
    ck.socket = socket;
    socket.onopen = () => {
      // The credentials first: the server admits nothing before them.
      socket.send(JSON.stringify({ t: 'auth', token: token }));
      ck.connected = true; retries = 0; sentTraits = ''; sendTraits(); sendViewport(); debug.connected();
    };
    socket.onmessage = (event) => {
      ck.messages++;
      ck.bytes += event.data.length;
      receive(event.data);
    };
    socket.onclose = (event) => {
      ck.connected = false;
      if (ck.socket !== socket) return;
      if (event.code === 4404) { startAfresh(); return; }                  // session expired: start afresh
      if (event.code === 4503) {
        // The server is leaving: reload this screen's URL, which a load balancer sends to another
        // instance. Spread over a second, so its visitors do not all arrive at once.
        ck.moving = true;
        setTimeout(() => window.location.reload(), Math.random() * 1000);
        return;
      }
      if (event.code === 1008) { ck.closedReason = event.reason; return; } // closed for a policy violation
      if (event.code === 4409) { showClosedNotice(event.reason); return; } // made room for a newcomer
      retries++;
      setTimeout(connect, Math.min(2000, 100 * retries));
    };
  }
  ck.reconnect = connect;
  connect();

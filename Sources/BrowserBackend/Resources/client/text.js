// ComponentKit browser client, attributed text: runs, links and paragraphs as the server laid them out.
// One part of the client script, served joined with the others (ClientAssets).
  // ---- Attributed text -------------------------------------------------
  // Runs become spans (and links <a href> or role=link elements) with the
  // CSS that draws what Pango draws; a paragraph style becomes one block per
  // paragraph with the indents, spacing and line heights the server used.
  const DECORATION_STYLE = { single: 'solid', double: 'double', thick: 'solid', wavy: 'wavy' };
  function decorate(span, line, decoration) {
    span.style.textDecorationLine = line;
    span.style.textDecorationStyle = DECORATION_STYLE[decoration[0]] || 'solid';
    if (decoration[0] === 'thick') span.style.textDecorationThickness = '0.09em';
    if (decoration[1]) span.style.textDecorationColor = decoration[1];
  }

  // A font's line height: the server sends it with each font ("lh", as
  // Pango lays lines out; CSS's "normal" rounds ascent and descent to whole
  // pixels, which made every line up to a pixel taller than the server
  // measured). Without it, the font's rounded metrics, known once the page's
  // fonts have loaded; labels are drawn again then.
  const naturalHeights = new Map();
  const metricsContext = document.createElement('canvas').getContext('2d');
  function naturalLineHeight(font) {
    if (naturalHeights.has(font)) return naturalHeights.get(font);
    metricsContext.font = font;
    const metrics = metricsContext.measureText('x');
    const height = metrics.fontBoundingBoxAscent + metrics.fontBoundingBoxDescent;
    if (document.fonts && document.fonts.status === 'loaded') naturalHeights.set(font, height);
    return height;
  }
  if (document.fonts) {
    document.fonts.addEventListener('loadingdone', () => {
      naturalHeights.clear();
      for (const view of views.values()) if (view.kind === 'label' && view.props.text) { renderText(view, labelText(view)); applyLines(view); }
    });
  }

  function runSpan(run, view, lineHeight) {
    const span = document.createElement('span');
    span.textContent = run.text;
    // A run's own font brings its own features, or none: not the label's (Pango shapes the run with its font's).
    if (run.font) { span.style.font = cssFont(run.font); span.style.fontFeatureSettings = run.font.feat || 'normal'; }
    if (run.color) span.style.color = run.color;
    if (run.bg) span.style.backgroundColor = run.bg;
    if (run.kern) span.style.letterSpacing = run.kern + 'px';
    if (run.rise) span.style.verticalAlign = run.rise + 'px';
    if (run.shadow) span.style.textShadow = run.shadow[0] + 'px ' + run.shadow[1] + 'px ' + run.shadow[2] + 'px ' + run.shadow[3];
    span.style.lineHeight = lineHeight(run.font) + 'px';
    let outer = span;
    if (run.u) decorate(span, 'underline', run.u);
    if (run.s) {
      // One element draws one decoration style and color: a strikethrough gets its own.
      const inner = document.createElement('span');
      inner.textContent = run.text;
      span.textContent = '';
      decorate(inner, 'line-through', run.s);
      span.appendChild(inner);
    }
    return outer;
  }

  function linkElement(view, index, href) {
    let element;
    if (href && /^(https?:|mailto:)/i.test(href)) {
      element = document.createElement('a');
      element.href = href;
      element.rel = 'noopener noreferrer';
    } else {
      element = document.createElement('span');
      element.setAttribute('role', 'link');
      element.tabIndex = 0;
    }
    element.className = 'ck-link';
    element.dataset.ckLink = String(index);
    view.links[index] = element;
    return element;
  }

  function renderText(view, value) {
    const t = view.text;
    const runs = Array.isArray(value) ? value : value.runs;
    const para = Array.isArray(value) ? null : value.para;
    t.replaceChildren();
    view.links = [];
    t.style.margin = '';
    let block = t, blocks = [t];
    // Every run's line height is its font's, as Pango's; the block's own (the
    // strut CSS adds to each line) is none, since Pango has no such thing.
    const spacing = (para && para.lineSpacing) || 0, factor = (para && para.lineHeight) || 1;
    const labelFont = view.props.font || { family: 'DejaVu Sans', size: 17, weight: 400, italic: false };
    const lineHeight = (font) => {
      const f = font || labelFont;
      return factor * (f.lh || naturalLineHeight(cssFont(f))) + spacing;
    };
    t.style.lineHeight = '0';
    // Every label says its direction, so a right-to-left page does not turn its left-to-right labels.
    t.style.direction = view.props.writingDirection === 'rtl' ? 'rtl' : 'ltr';
    // Pango puts line spacing between lines; CSS's line height adds half above the first and half below the last.
    if (spacing) t.style.margin = (-spacing / 2) + 'px 0';
    if (para) {
      t.style.textAlign = ALIGN[para.align] || 'left';
      t.dataset.mode = para.mode;
      block = paragraphBlock(para, false, lineHeight, view);
      blocks = [block];
      t.appendChild(block);
    } else {
      t.style.textAlign = ALIGN[view.props.textAlignment] || 'left';
    }
    for (const run of runs) {
      const pieces = para ? String(run.text).split('\n') : [run.text];
      pieces.forEach((piece, index) => {
        if (index > 0) { block = paragraphBlock(para, true, lineHeight, view); blocks.push(block); t.appendChild(block); }
        if (!piece.length && pieces.length > 1) return;
        const span = runSpan(Object.assign({}, run, { text: piece }), view, lineHeight);
        if (typeof run.link === 'number') {
          let link = view.links[run.link];
          // A link split by a paragraph break gets one element per paragraph; the first is its tab stop.
          if (!link || link.parentNode !== block) {
            const part = linkElement(view, run.link, run.href);
            if (link) { view.links[run.link] = link; part.tabIndex = -1; }
            link = part;
            block.appendChild(link);
          }
          link.appendChild(span);
        } else {
          block.appendChild(span);
        }
      });
    }
    // An empty paragraph still takes a line, as Pango gives it one.
    if (para) for (const b of blocks) if (!b.textContent) b.appendChild(runSpan({ text: '\u200b' }, view, lineHeight));
    view.links = view.links.filter(Boolean);
    showLinkHighlight(view);
  }

  function paragraphBlock(para, later, lineHeight, view) {
    const block = document.createElement('div');
    block.className = 'ck-paragraph';
    // Head and tail indents are at the start and the end of the text's direction.
    if (para.head) block.style.paddingInlineStart = para.head + 'px';
    if (para.tail) block.style.paddingInlineEnd = para.tail + 'px';
    if ((para.first || 0) !== (para.head || 0)) block.style.textIndent = ((para.first || 0) - (para.head || 0)) + 'px';
    if (later && (para.after || para.before)) block.style.marginTop = ((para.after || 0) + (para.before || 0)) + 'px';
    return block;
  }

  function showLinkHighlight(view) {
    if (!view.links) return;
    const index = view.props.highlightedLink;
    // Without a colour of its own, the traits' (the server sends it, resolved).
    const color = view.props.linkHighlightColor || 'var(--ck-link-highlight, rgba(0,0,0,0.2))';
    view.links.forEach((link, i) => {
      link.style.backgroundImage = i === index ? 'linear-gradient(' + color + ',' + color + ')' : '';
    });
  }

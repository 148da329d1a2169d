// ComponentKit browser client, accessibility: turns the view tree's
// accessibility properties into ARIA, as ViewTree's View+Accessibility.swift
// derives roles and names (the browser tests compare the two). Loaded before
// client.js, which calls it with its view table.
window.__ckAccessibility = function (views) {
  'use strict';
  const ELEMENT_KINDS = { label: true, button: true, textField: true, textView: true, activityIndicator: true };
  const SCROLL_KINDS = { scroll: true, collection: true, table: true };
  const LEAF_ROLES = { button: true, link: true, heading: true, img: true, textbox: true, searchbox: true,
                       spinbutton: true, progressbar: true, status: true, radio: true };
  const focusable = new Set();   // ids of the views Tab visits
  const grouped = new Set();     // ids of elements named by their content
  const lists = new Set();       // ids of list views, whose items are ordered by aria-owns
  const dirty = new Set();
  const reducedMotion = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)');

  function traits(view) { return view.props.accessibilityTraits || []; }
  function has(view, trait) { return traits(view).indexOf(trait) >= 0; }
  function actions(view) { return view.props.accessibilityCustomActions || []; }

  function isElement(view) {
    const explicit = view.props.accessibilityElement;
    if (explicit === true || explicit === false) return explicit;
    if (actions(view).length) return true;
    if (view.kind === 'image' || view.kind === 'drawing') return !!view.props.accessibilityLabel;
    return !!ELEMENT_KINDS[view.kind];
  }

  // A scroller in the focus order: one the keyboard scrolls (ScrollView.scrollsByKeyboard).
  function isKeyboardScroller(view) { return !!SCROLL_KINDS[view.kind] && focusable.has(view.id); }

  // A button (or tap target) directly in a radio group, as View.isRadioButton.
  function isRadio(view) {
    if (!view.parent || view.parent.props.accessibilityContainerType !== 'radioGroup') return false;
    return view.kind === 'button' || has(view, 'button') || (focusable.has(view.id) && !actions(view).length);
  }

  function isList(view) {
    return !!view && (view.props.accessibilityContainerType === 'list' || isListBox(view));
  }
  function isListBox(view) {
    const type = view && view.props.accessibilityContainerType;
    return type === 'listBox' || type === 'multiselectListBox';
  }

  // The ARIA role, in the order View.accessibilityRole decides it. Text
  // inputs and images keep their native elements' roles (null here).
  function role(view) {
    if (has(view, 'header')) return 'heading';
    if (has(view, 'link')) return 'link';
    if (has(view, 'searchField')) return view.input ? null : 'searchbox';
    if (has(view, 'adjustable')) return 'spinbutton';
    if (isRadio(view)) return 'radio';
    if (has(view, 'button')) return 'button';
    if (view.input) return null;
    if (view.kind === 'button') return 'button';
    if (view.kind === 'image') return null;
    if (has(view, 'image') || (view.kind === 'drawing' && isElement(view))) return 'img';
    if (view.kind === 'cell' && isListBox(view.parent)) return 'option';
    if (view.props.accessibilityListPosition || (view.kind === 'cell' && isList(view.parent))) return 'listitem';
    // A label takes focus for its links, which are elements of their own (as View+AccessibilityDump lists them).
    if (view.kind === 'label' && view.links && view.links.length) return null;
    if (focusable.has(view.id) && !actions(view).length && !isKeyboardScroller(view)) return 'button';
    if (has(view, 'summary')) return 'status';
    if (view.kind === 'activityIndicator') return 'progressbar';
    if (has(view, 'staticText') || view.kind === 'label') return null;
    switch (view.props.accessibilityContainerType) {
      case 'list': return 'list';
      case 'listBox': case 'multiselectListBox': return 'listbox';
      case 'semanticGroup': return 'group';
      case 'landmark': return 'region';
      case 'radioGroup': return 'radiogroup';
      default:
        if (isKeyboardScroller(view)) return view.props.accessibilityLabel ? 'region' : 'group';
        return isElement(view) ? 'group' : null;
    }
  }

  function setAttribute(element, name, value) {
    if (value === null || value === undefined || value === false || value === '') element.removeAttribute(name);
    else element.setAttribute(name, String(value));
  }

  // A view's own text, as View.ownAccessibilityText reads it.
  function ownText(view) {
    if (view.kind === 'label' && view.text) return view.text.textContent;
    if (view.kind === 'button' && view.text) return view.text.textContent;
    if (view.input) return view.input.placeholder;
    if (view.kind === 'activityIndicator') return 'In progress';
    return '';
  }

  function isHidden(view) {
    const p = view.props;
    return p.hidden === true || (typeof p.alpha === 'number' && p.alpha <= 0.01) || p.accessibilityElementsHidden === true;
  }

  function children(view) {
    const result = [];
    for (const container of [view.content, view.aside]) {
      if (!container) continue;
      for (const child of container.children) {
        const id = child.dataset && child.dataset.ckId;
        const found = id && views.get(Number(id));
        if (found) result.push(found);
      }
    }
    return result;
  }

  // Descendants' names joined, as View.combinedAccessibilityName does.
  function combinedName(view) {
    const parts = [];
    (function visit(node) {
      for (const child of children(node)) {
        if (isHidden(child)) continue;
        const label = child.props.accessibilityLabel;
        const text = label || ownText(child);
        if (text) parts.push(text); else visit(child);
      }
    })(view);
    return parts.join(', ');
  }

  // The element that carries the role: a list's content holds its items.
  const LIST_ROLES = { list: true, listbox: true };
  function roleTarget(view, name) { return LIST_ROLES[name] ? view.content : view.el; }

  function apply(view) {
    const el = view.el, p = view.props;
    const name = role(view);
    view.role = name;
    for (const target of [el, view.content]) {
      if (target.dataset.ckRole && target !== roleTarget(view, name)) {
        target.removeAttribute('role');
        delete target.dataset.ckRole;
      }
    }
    const target = roleTarget(view, name);
    if (name) { target.setAttribute('role', name); target.dataset.ckRole = name; }
    if (LIST_ROLES[name]) lists.add(view.id); else lists.delete(view.id);

    const label = p.accessibilityLabel || null;
    const value = p.accessibilityValue || null;
    const leafGroup = (name === 'group' || name === 'listitem' || name === 'option') && isElement(view);
    if (leafGroup && !label) grouped.add(view.id); else grouped.delete(view.id);
    // An element reads as one: its parts are hidden (buttons already treat theirs as presentation).
    setAttribute(view.content, 'aria-hidden', leafGroup ? 'true' : null);

    if (view.input) {
      setAttribute(view.input, 'aria-label', label);
      setAttribute(view.input, 'role', has(view, 'searchField') ? 'searchbox' : null);
    } else if (view.kind === 'image') {
      view.img.alt = isElement(view) && label ? label : '';
    } else if (name === 'spinbutton') {
      setAttribute(el, 'aria-label', label);
      setAttribute(el, 'aria-valuetext', value);
    } else if (name && !LIST_ROLES[name] && !leafGroup) {
      // A progress bar has no text of its own to be named by: it is "In progress" unless labelled.
      const named = label || (name === 'progressbar' ? ownText(view) : null);
      setAttribute(el, 'aria-label', named ? (value ? named + ', ' + value : named) : null);
    } else if (LIST_ROLES[name]) {
      setAttribute(view.content, 'aria-label', label);
    }
    // A list the keyboard scrolls takes focus on its box: the box reads as a
    // region named as the list, the list inside it.
    if (LIST_ROLES[name] && isKeyboardScroller(view)) {
      el.setAttribute('role', label ? 'region' : 'group');
      el.dataset.ckScroller = '1';
      setAttribute(el, 'aria-label', label);
    } else if (el.dataset.ckScroller) {
      delete el.dataset.ckScroller;
      el.removeAttribute('role');
      el.removeAttribute('aria-label');
    }
    if (view.content.hasAttribute('aria-multiselectable') || p.accessibilityContainerType === 'multiselectListBox') {
      setAttribute(view.content, 'aria-multiselectable', name === 'listbox' && p.accessibilityContainerType === 'multiselectListBox' ? 'true' : null);
    }
    if (!name && view.text && label) {
      // Text has no role to carry a label: the label is read instead of the text.
      ensureSpokenText(view, value ? label + ', ' + value : label);
    } else if (view.spoken) {
      view.spoken.remove();
      view.spoken = null;
      view.text.removeAttribute('aria-hidden');
    }

    setAttribute(el, 'aria-level', name === 'heading' && p.accessibilityHeadingLevel ? p.accessibilityHeadingLevel : null);
    const position = name === 'listitem' || name === 'option' ? p.accessibilityListPosition : null;
    setAttribute(el, 'aria-posinset', position ? position[0] : null);
    setAttribute(el, 'aria-setsize', position ? position[1] : null);
    setAttribute(el, 'aria-hidden', p.accessibilityElementsHidden ? 'true' : null);
    setAttribute(el, 'aria-live', p.accessibilityLiveRegion && p.accessibilityLiveRegion !== 'off' ? p.accessibilityLiveRegion : null);
    setAttribute(el, 'aria-expanded', p.accessibilityExpanded === true || p.accessibilityExpanded === false
      ? String(p.accessibilityExpanded) : null);

    const selected = has(view, 'selected') || (view.button && (view.button.state & 4));
    const disabled = has(view, 'notEnabled') || (view.button && (view.button.state & 2));
    setAttribute(el, 'aria-pressed', name === 'button' && selected ? 'true' : null);
    setAttribute(el, 'aria-current', name && name !== 'button' && name !== 'option' && name !== 'radio' && selected ? 'true' : null);
    setAttribute(el, 'aria-checked', name === 'radio' ? (selected ? 'true' : 'false') : null);
    // An option always says whether it is selected.
    if (name === 'option') el.setAttribute('aria-selected', selected ? 'true' : 'false'); else el.removeAttribute('aria-selected');
    setAttribute(el, 'aria-disabled', name && disabled ? 'true' : null);
    setAttribute(view.input || el, 'aria-invalid', p.accessibilityErrorMessage ? 'true' : null);

    const list = actions(view);
    const shortcuts = list.filter((action) => action.keys).map((action) => action.keys);
    setAttribute(el, 'aria-keyshortcuts', shortcuts.join(' '));
    const described = [];
    // An error is read first, with the invalid state (View.accessibilityErrorMessage).
    if (p.accessibilityErrorMessage) described.push(p.accessibilityErrorMessage);
    if (p.accessibilityHint) described.push(p.accessibilityHint);
    if (list.length) {
      described.push('Actions: ' + list.map((action) => action.keys ? action.name + ' (' + action.keys + ')' : action.name).join(', '));
    }
    setAttribute(view.input || el, 'aria-description', described.join('. '));
  }

  function ensureSpokenText(view, text) {
    if (!view.spoken) {
      view.spoken = document.createElement('span');
      view.spoken.className = 'ck-sr';
      view.el.appendChild(view.spoken);
    }
    view.spoken.textContent = text;
    view.text.setAttribute('aria-hidden', 'true');
  }

  // List items in reading order (top to bottom, then left to right), the
  // order of their frames, whatever order reuse left their elements in.
  function orderList(view) {
    const items = [];
    for (const child of view.content.children) {
      const item = views.get(Number(child.dataset.ckId));
      if (item && !isHidden(item)) items.push(item);
    }
    items.sort((a, b) => {
      const fa = a.props.frame || [0, 0], fb = b.props.frame || [0, 0];
      return fa[1] - fb[1] || fa[0] - fb[0];
    });
    setAttribute(view.content, 'aria-owns', items.map((item) => 'ck-' + item.id).join(' '));
  }

  const PROPERTIES = { accessibilityLabel: true, accessibilityHint: true, accessibilityErrorMessage: true, accessibilityValue: true,
                       accessibilityTraits: true, accessibilityElement: true, accessibilityHeadingLevel: true,
                       accessibilityExpanded: true, accessibilityElementsHidden: true,
                       accessibilityContainerType: true, accessibilityLiveRegion: true,
                       accessibilityCustomActions: true, accessibilityListPosition: true, controlState: true };

  let politeRegion = null, assertiveRegion = null;
  function region(priority) {
    if (!politeRegion) {
      politeRegion = document.getElementById('ck-announce-polite');
      assertiveRegion = document.getElementById('ck-announce-assertive');
    }
    return priority === 'assertive' ? assertiveRegion : politeRegion;
  }

  return {
    // A property changed: the view's ARIA is brought up to date once the message is applied.
    changed(view, key) { if (PROPERTIES[key]) dirty.add(view.id); },
    created(view) { dirty.add(view.id); },
    placed(view, parent) {
      view.parent = parent;
      dirty.add(view.id);
      if (isList(parent)) dirty.add(parent.id);
    },
    focusOrder(order) {
      for (const id of focusable) dirty.add(id);
      focusable.clear();
      for (const id of order) { focusable.add(id); dirty.add(id); }
    },
    // After a message: roles and names of changed views, grouped names, list order.
    flush() {
      for (const id of dirty) { const view = views.get(id); if (view) apply(view); }
      dirty.clear();
      for (const id of grouped) {
        const view = views.get(id);
        if (!view) { grouped.delete(id); continue; }
        const name = combinedName(view);
        const value = view.props.accessibilityValue;
        setAttribute(view.el, 'aria-label', value ? (name ? name + ', ' + value : value) : name);
      }
      for (const id of lists) { const view = views.get(id); if (view) orderList(view); else lists.delete(id); }
    },
    reset() { focusable.clear(); grouped.clear(); lists.clear(); dirty.clear(); },
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
    // Whether the focused view or one around it has an action on this key (the page keeps it then).
    hasShortcut(view, event) {
      const keys = [event.ctrlKey ? 'Control' : '', event.altKey ? 'Alt' : '', event.shiftKey ? 'Shift' : '',
                    event.metaKey ? 'Meta' : '', event.key === ' ' ? 'Space' : event.key].filter(Boolean).join('+');
      for (let node = view; node; node = node.parent) {
        if (actions(node).some((action) => action.keys === keys)) return true;
      }
      return false;
    },
  };
};

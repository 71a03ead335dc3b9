// showgraph's page: a client of the JSON API of `showgraph serve` (see README, "serve").
// Views by URL hash: #/ (series and schedule), #/search/TEXT, #/work/NAME, #/entity/NAME.
// Everything from the API is put in the page as text (textContent), never as HTML.
'use strict';

(() => {
  const TYPES = ['romance', 'friendship', 'family', 'rivalry', 'professional'];
  const COLORS = {
    romance: '#c2255c', friendship: '#1971c2', family: '#2b8a3e', rivalry: '#d9480f', professional: '#6741d9',
  };
  const main = document.getElementById('main');
  const statusLine = document.getElementById('status');

  // ---- small helpers ----

  function el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v === undefined || v === null || v === false) continue;
      if (k === 'class') node.className = v;
      else if (k === 'text') node.textContent = v;
      else if (k.startsWith('on')) node.addEventListener(k.slice(2), v);
      else node.setAttribute(k, v === true ? '' : String(v));
    }
    for (const c of children.flat()) {
      if (c === undefined || c === null || c === false) continue;
      node.append(c instanceof Node ? c : document.createTextNode(String(c)));
    }
    return node;
  }

  function setStatus(text, isError) {
    statusLine.textContent = text || '';
    statusLine.classList.toggle('error', !!isError);
  }

  class ApiError extends Error {
    constructor(message, status) {
      super(message);
      this.status = status;
    }
  }

  // GET an API path with parameters (empty ones left out); the JSON, or an ApiError.
  async function api(path, params) {
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(params || {})) {
      if (v !== undefined && v !== null && v !== '') query.set(k, String(v));
    }
    const qs = query.toString();
    const response = await fetch(path + (qs ? '?' + qs : ''), { headers: { Accept: 'application/json' } });
    const body = await response.json().catch(() => ({ error: 'the server sent no JSON' }));
    if (!response.ok) throw new ApiError(body.error || response.statusText, response.status);
    return body;
  }

  const link = (hash, text) => el('a', { href: hash }, text);
  const workLink = (name) => link('#/work/' + encodeURIComponent(name), name);
  const entityLink = (name) => link('#/entity/' + encodeURIComponent(name), name);
  const plural = (n, word) => n + ' ' + word + (n === 1 ? '' : 's');

  // One line describing a fact (as the command line's text output does).
  function describe(f) {
    const season = f.season ? 'season ' + f.season + ': ' : '';
    switch (f.kind) {
      case 'work': return f.name + (f.type ? ' (' + f.type + ')' : '');
      case 'cast': return f.actor + ' as ' + f.character + (f.work ? ' in ' + f.work : '');
      case 'crew': return f.person + ', ' + f.role + (f.work ? ' of ' + f.work : '');
      case 'airing':
        return [f.work + ':', f.occasion, f.weekday, f.date, f.time, f.timezone].filter(Boolean).join(' ') +
          (f.season ? ' (season ' + f.season + ')' : '') + (f.network ? ' on ' + f.network : '');
      case 'quote': return '“' + f.text + '” (' + f.speaker + ')';
      case 'relationship': return season + f.a + ' & ' + f.b + ': ' + f.type + (f.status ? ', ' + f.status : '');
      case 'event': return season + f.type + ': ' + (f.participants || []).join(', ');
      case 'attribute': return f.entity + ': ' + f.attribute + ' = ' + f.value;
      case 'appears_in': return f.character + ' appears in ' + f.work;
      default: return f.kind;
    }
  }

  // The button that opens a fact's sources.
  function sourceButton(f) {
    return el('button', {
      type: 'button', class: 'fact', 'data-fact': f.id,
      'aria-label': 'Sources of: ' + describe(f), onclick: () => showSource(f.id),
    }, plural(f.sources, 'source'));
  }

  function table(caption, headers, rows, attrs) {
    return el('table', attrs || {},
      el('caption', { class: 'count' }, caption),
      el('thead', {}, el('tr', {}, headers.map((h) => el('th', { scope: 'col' }, h)))),
      el('tbody', {}, rows));
  }

  function section(id, title, ...children) {
    return el('section', { class: 'card', id, 'aria-labelledby': id + '-title' },
      el('h2', { id: id + '-title' }, title), ...children);
  }

  const empty = (text) => el('p', { class: 'empty' }, text);

  // ---- the source of a fact ----

  const dialog = document.getElementById('source');
  async function showSource(id) {
    const body = document.getElementById('source-body');
    try {
      const f = await api('/api/fact', { id });
      const pieces = (f.evidence || []).map((e) => el('div', { class: 'evidence' },
        el('blockquote', { class: 'sentence' }, e.text),
        el('p', { class: 'where' },
          el('strong', { class: 'outlet' }, e.outlet || 'unknown outlet'), ' — ',
          el('span', { class: 'doc-title' }, e.title || e.doc),
          ' (', el('code', {}, e.doc), e.published ? ', ' + e.published : '',
          ', bytes ' + e.start + '–' + e.end + ')')));
      body.replaceChildren(
        el('p', { class: 'fact-line' }, describe(f)),
        el('p', { class: 'count' }, 'Stated by ' + plural(f.sources, 'document') + '.'),
        ...pieces);
      if (!dialog.open) dialog.showModal();
    } catch (err) {
      setStatus('Could not load the source: ' + err.message, true);
    }
  }

  // ---- views ----

  async function home() {
    document.title = 'showgraph';
    const [works, schedule] = await Promise.all([api('/api/works'), api('/api/schedule')]);
    const series = works.filter((w) => w.type === 'series');
    const others = works.filter((w) => w.type !== 'series');
    main.replaceChildren(...[
      el('h1', {}, 'Series'),
      el('p', { class: 'subtitle' }, plural(series.length, 'series') + ' known from the articles read.'),
      el('ul', { class: 'works', id: 'works' }, series.map((w) => el('li', {}, workLink(w.name)))),
      others.length ? section('other-works', 'Other works',
        el('ul', { class: 'results' }, others.map((w) => el('li', {}, w.name, el('span', { class: 'kind' }, w.type || 'work'))))) : null,
      section('schedule', 'Schedule', scheduleTable(schedule, true))].filter(Boolean));
  }

  function scheduleTable(rows, withWork) {
    if (!rows.length) return empty('No airings known.');
    return table(plural(rows.length, 'airing'),
      [withWork ? 'Series' : null, 'Occasion', 'Season', 'Date', 'Day', 'Time', 'Network', 'Source'].filter(Boolean),
      rows.map((r) => el('tr', {},
        withWork ? el('td', {}, workLink(r.work)) : null,
        el('td', {}, r.occasion || ''), el('td', {}, r.season || ''), el('td', {}, r.date || ''),
        el('td', {}, r.weekday || ''), el('td', {}, [r.time, r.timezone].filter(Boolean).join(' ')),
        el('td', {}, r.network || ''), el('td', {}, sourceButton(r)))));
  }

  async function search(q) {
    document.title = 'Search: ' + q + ' — showgraph';
    document.getElementById('search-input').value = q;
    let found = [];
    try {
      found = await api('/api/entity', { name: q });
    } catch (err) {
      if (err.status !== 404) throw err;
    }
    const items = found.map((e) => {
      const cast = e.facts.find((f) => f.kind === 'cast' && f.work);
      return el('li', { 'data-kind': e.kind, 'data-name': e.name },
        e.kind === 'work' ? workLink(e.name) : entityLink(e.name),
        el('span', { class: 'kind' }, e.kind),
        e.kind === 'character' && cast ? [' in ', workLink(cast.work), ', played by ', cast.actor] : null,
        ' ', el('span', { class: 'count' }, plural(e.facts.length, 'fact')));
    });
    main.replaceChildren(
      el('h1', {}, 'Search'),
      el('p', { class: 'subtitle' }, found.length ? plural(found.length, 'match') + ' for “' + q + '”'
        : 'Nothing known as “' + q + '”. Try a full name, a surname or a title.'),
      el('ul', { class: 'results', id: 'search-results' }, items));
  }

  async function entity(name) {
    document.title = name + ' — showgraph';
    const found = await api('/api/entity', { name });
    main.replaceChildren(...found.map((e) => {
      const cast = e.facts.find((f) => f.kind === 'cast' && f.work);
      const others = e.aliases.filter((a) => a !== e.name);
      return el('article', { class: 'entity' },
        el('h1', {}, e.name, el('span', { class: 'kind' }, e.kind)),
        el('p', { class: 'subtitle' }, others.length ? 'Also written: ' + others.join('; ') + '. ' : '',
          e.kind === 'character' && cast ? ['A character of ', workLink(cast.work), '.'] : ''),
        section('facts-' + e.kind, 'Facts',
          table(plural(e.facts.length, 'fact'), ['Kind', 'Fact', 'Source'],
            e.facts.map((f) => el('tr', {}, el('td', {}, f.kind), el('td', {}, describe(f)),
              el('td', {}, sourceButton(f)))))));
    }));
  }

  // ---- the series page ----

  let graphView = null;  // the cytoscape instance of the series page shown

  async function work(name) {
    const bible = await api('/api/work', { name, quotes: 200 });
    document.title = bible.work + ' — showgraph';
    const state = { work: bible.work, spoilers: false, season: null, token: 0 };
    const seasons = bible.seasons;
    const characters = [...new Set(bible.cast.map((r) => r.character))].sort();
    const speakers = countBy(bible.quotes.map((q) => q.speaker));

    const slider = seasons.length ? el('input', {
      type: 'range', id: 'season', min: Math.min(...seasons), max: Math.max(...seasons), step: 1,
      value: Math.max(...seasons), 'aria-describedby': 'season-label',
    }) : null;
    const seasonLabel = el('output', { id: 'season-label', for: 'season' });
    const graphBox = el('div', { id: 'graph', role: 'img', 'aria-label': 'Relationship graph of the characters' });
    const edgeTable = el('div', { id: 'graph-edges' });
    const eventsBox = el('div', { id: 'events-list' });
    const spoilerBox = el('div', { id: 'spoilers' });
    const quotesBox = el('div', { id: 'quotes-list' });

    main.replaceChildren(
      el('h1', { id: 'work-title' }, bible.work),
      el('p', { class: 'subtitle' }, [bible.type || 'work', seasons.length ? 'seasons ' + seasons.join(', ') + ' in the articles' : '']
        .filter(Boolean).join(' · ')),
      el('div', { class: 'grid' },
        section('cast', 'Cast', bible.cast.length ? table(plural(bible.cast.length, 'role'),
          ['Character', 'Actor', 'Source'],
          bible.cast.map((r) => el('tr', { 'data-character': r.character },
            el('td', {}, entityLink(r.character)), el('td', {}, entityLink(r.actor)), el('td', {}, sourceButton(r)))),
          { id: 'cast-table' }) : empty('No cast known.'),
        castConflicts(bible.cast)),
        section('crew', 'Crew', bible.crew.length ? table(plural(bible.crew.length, 'credit'), ['Person', 'Role', 'Source'],
          bible.crew.map((r) => el('tr', {}, el('td', {}, entityLink(r.person)), el('td', {}, r.role),
            el('td', {}, sourceButton(r))))) : empty('No crew known.'))),
      section('series-schedule', 'Schedule', scheduleTable(bible.schedule, false)),
      section('relationships', 'Relationships',
        el('div', { class: 'graph-tools' },
          slider ? el('label', { for: 'season' }, 'Season') : null, slider, seasonLabel),
        el('ul', { class: 'legend', 'aria-label': 'Legend' },
          TYPES.map((t) => el('li', { class: 't-' + t }, t)),
          el('li', { class: 'dashed' }, 'ended'), el('li', { class: 'dotted' }, 'potential')),
        graphBox, edgeTable),
      section('events', 'Events', spoilerBox, eventsBox),
      section('attributes', 'Characters', bible.attributes.length
        ? table(plural(bible.attributes.length, 'attribute'), ['Character', 'Attribute', 'Value', 'Source'],
          bible.attributes.map((r) => el('tr', {}, el('td', {}, entityLink(r.entity)), el('td', {}, r.attribute),
            el('td', {}, r.value), el('td', {}, sourceButton(r)))))
        : empty('No attributes known.')),
      section('quotes', 'Quotes',
        el('div', { class: 'quotes-tools' },
          el('label', {}, 'Said by', select('quote-speaker', 'anyone', speakers, () => loadQuotes())),
          el('label', {}, 'About the character', select('quote-character', 'any character', characters, () => loadQuotes(),
            // Articles quote people calling characters by their given name: search by it.
            (c) => c.split(' ')[0]))),
        quotesBox));

    async function loadQuotes() {
      const by = document.getElementById('quote-speaker').value;
      const about = document.getElementById('quote-character').value;
      const rows = by || about ? await api('/api/quotes', { by, about, limit: 50 }).catch(notFoundEmpty) : bible.quotes;
      quotesBox.replaceChildren(rows.length
        ? el('div', {}, el('p', { class: 'count' }, plural(rows.length, 'quote')), rows.map(quoteBlock))
        : empty('No quotes match.'));
    }

    // The story as of a season: the graph, its table of edges and the events.
    async function story(season) {
      const token = ++state.token;
      state.season = season;
      setStatus('Loading season ' + (season || 'all') + '…');
      const [graph, asOf] = await Promise.all([
        api('/api/graph', { work: state.work, as_of_season: season }),
        api('/api/work', { name: state.work, as_of_season: season, spoilers: state.spoilers, quotes: 0 }),
      ]);
      if (token !== state.token) return;  // a later season was asked for meanwhile
      seasonLabel.textContent = season ? 'As of season ' + season : 'All seasons';
      drawGraph(graphBox, graph);
      edgeTable.replaceChildren(edgesTable(graph, season));
      renderEvents(asOf);
      setStatus('');
    }

    function renderEvents(asOf) {
      const hidden = asOf.hidden_spoilers;
      spoilerBox.replaceChildren(...[state.spoilers
        ? el('p', { class: 'spoiler-note' }, 'Spoilers shown.',
          el('button', { type: 'button', id: 'toggle-spoilers', 'aria-pressed': 'true', onclick: () => toggle(false) }, 'Hide spoilers'))
        : hidden ? el('p', { class: 'spoiler-note' }, plural(hidden, 'spoiler') + ' hidden.',
          el('button', { type: 'button', id: 'toggle-spoilers', 'aria-pressed': 'false', onclick: () => toggle(true) }, 'Show spoilers'))
          : null].filter(Boolean));
      eventsBox.replaceChildren(asOf.events.length
        ? el('ul', { class: 'results' }, asOf.events.map((ev) => el('li', { 'data-event': ev.type, 'data-spoiler': ev.spoiler ? 'true' : 'false' },
          describe(ev), ev.spoiler ? el('span', { class: 'badge' }, 'spoiler') : null, ' ', sourceButton(ev))))
        : empty('No events known' + (state.season ? ' up to season ' + state.season : '') + '.'));
    }

    async function toggle(show) {
      state.spoilers = show;
      await story(state.season).catch(fail);
      document.getElementById('toggle-spoilers')?.focus();
    }

    if (slider) slider.addEventListener('input', () => story(Number(slider.value)).catch(fail));
    await Promise.all([story(slider ? Number(slider.value) : null), loadQuotes()]);
  }

  function countBy(values) {
    const counts = new Map();
    for (const v of values) counts.set(v, (counts.get(v) || 0) + 1);
    return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([v]) => v);
  }

  function select(id, anyLabel, values, onchange, valueOf) {
    return el('select', { id, onchange }, el('option', { value: '' }, anyLabel),
      values.map((v) => el('option', { value: valueOf ? valueOf(v) : v }, v)));
  }

  function notFoundEmpty(err) {
    if (err.status === 404) return [];
    throw err;
  }

  function quoteBlock(q) {
    return el('blockquote', { 'data-speaker': q.speaker }, '“' + q.text + '”',
      el('footer', {}, '— ', entityLink(q.speaker), ' · ', sourceButton(q)));
  }

  function castConflicts(cast) {
    const actors = new Map();
    for (const r of cast) actors.set(r.character, [...(actors.get(r.character) || []), r.actor]);
    const notes = [...actors.entries()].filter(([, a]) => a.length > 1)
      .map(([c, a]) => el('li', {}, 'Sources disagree on who plays ' + c + ': ' + a.join('; ')));
    return notes.length ? el('ul', { class: 'count' }, notes) : null;
  }

  function edgesTable(graph, season) {
    if (!graph.edges.length) return empty('No relationships known' + (season ? ' up to season ' + season : '') + '.');
    return table(plural(graph.edges.length, 'relationship') + (season ? ' as of season ' + season : ''),
      ['Between', 'And', 'Type', 'Status', 'Stated for season', 'Source'],
      graph.edges.map((e) => el('tr', { 'data-source': e.source, 'data-target': e.target, 'data-type': e.type, 'data-status': e.status || '' },
        el('td', {}, entityLink(e.source)), el('td', {}, entityLink(e.target)),
        el('td', { class: 't-' + e.type }, e.type), el('td', {}, e.status || ''), el('td', {}, e.season || ''),
        el('td', {}, sourceButton({ kind: 'relationship', id: e.fact, sources: e.sources, a: e.source, b: e.target, type: e.type })))));
  }

  // Draws (or updates) the cytoscape graph: nodes keep their places when only edges change.
  function drawGraph(box, graph) {
    if (typeof window.cytoscape !== 'function') {
      box.replaceChildren(empty('The graph library is not installed (run ./setup.sh); the table below lists the relationships.'));
      return;
    }
    const nodes = graph.nodes.map((n) => ({ group: 'nodes', data: { id: n.id, label: n.label, actor: n.actor } }));
    const edges = graph.edges.map((e) => ({
      group: 'edges',
      data: { id: e.id, fact: e.fact, source: e.source, target: e.target, type: e.type, status: e.status || 'current', season: e.season },
    }));
    const sameNodes = graphView && graphView.container() === box &&
      graphView.nodes().length === nodes.length && nodes.every((n) => graphView.getElementById(n.data.id).nonempty());
    if (sameNodes) {
      graphView.batch(() => {
        graphView.edges().remove();
        graphView.add(edges);
      });
      return;
    }
    if (graphView) graphView.destroy();
    graphView = window.cytoscape({
      container: box,
      elements: nodes.concat(edges),
      layout: { name: nodes.length > 2 ? 'circle' : 'grid', padding: 40, animate: false },
      minZoom: 0.3,
      maxZoom: 3,
      style: [
        { selector: 'node', style: {
          label: 'data(label)', 'background-color': '#20263a', color: '#1d2330', 'font-size': 12,
          'text-valign': 'bottom', 'text-margin-y': 6, width: 22, height: 22,
          'text-background-color': '#ffffff', 'text-background-opacity': 0.85, 'text-background-padding': 2,
        } },
        { selector: 'edge', style: {
          width: 3, 'curve-style': 'bezier', label: 'data(type)', 'font-size': 10, color: '#5b6475',
          'text-rotation': 'autorotate', 'text-background-color': '#ffffff', 'text-background-opacity': 0.8,
        } },
        ...TYPES.map((t) => ({ selector: `edge[type = "${t}"]`, style: { 'line-color': COLORS[t] } })),
        { selector: 'edge[status = "ended"]', style: { 'line-style': 'dashed' } },
        { selector: 'edge[status = "potential"]', style: { 'line-style': 'dotted' } },
        { selector: ':selected', style: { 'overlay-color': '#ffb400', 'overlay-opacity': 0.25 } },
      ],
    });
    graphView.on('tap', 'edge', (evt) => showSource(evt.target.data('fact')));
    graphView.on('tap', 'node', (evt) => { location.hash = '#/entity/' + encodeURIComponent(evt.target.id()); });
    window.showgraphGraph = graphView;  // for the browser tests and the console
  }

  // ---- routing ----

  function fail(err) {
    setStatus(err.message || String(err), true);
  }

  async function route() {
    const hash = location.hash || '#/';
    const [, view, arg] = hash.match(/^#\/([a-z]*)\/?(.*)$/) || [];
    const value = arg ? decodeURIComponent(arg) : '';
    if (dialog.open) dialog.close();
    setStatus('Loading…');
    try {
      if (view === 'work' && value) await work(value);
      else if (view === 'entity' && value) await entity(value);
      else if (view === 'search' && value) await search(value);
      else await home();
      if (!statusLine.classList.contains('error')) setStatus('');
      main.focus({ preventScroll: true });
    } catch (err) {
      main.replaceChildren(el('h1', {}, err.status === 404 ? 'Not found' : 'Something went wrong'),
        el('p', { class: 'subtitle' }, err.message));
      setStatus(err.message, true);
    }
  }

  document.getElementById('search-form').addEventListener('submit', (evt) => {
    evt.preventDefault();
    const q = document.getElementById('search-input').value.trim();
    if (q) location.hash = '#/search/' + encodeURIComponent(q);
  });
  window.addEventListener('hashchange', route);
  route();
})();

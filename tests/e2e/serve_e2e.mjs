// End-to-end test of `showgraph serve` and its page, in Debian's Chromium driven by
// playwright-core (both installed by setup.sh):
//   node tests/e2e/serve_e2e.mjs SHOWGRAPH_BINARY SOURCE_DIR OUT_DIR
// It ingests examples/articles into a fresh database, starts the server on a free
// loopback port, checks the HTTP API (status codes, validation, path traversal, read-only),
// then drives the page: no console errors, search, the relationship graph and its season
// slider, spoilers, sources, quotes. A screenshot of a series page goes to OUT_DIR.
//
// The expected graph comes from reading examples/articles/09_starling_heights_s2.html and
// examples/gold.jsonl, not from the program: Ophelia and June dated in season 1 and are
// broken up; season 2 brings Tad, "set to romance June", and Dr. Halina Brask, who "clashes
// with Ashdown"; Hazel is Ophelia's older sister. examples/articles/10_feed.jsonl (feed-001)
// reveals with a "Spoiler alert" that Angus MacRae died at the end of season 1.
//
// Exit status: 0 when every check passed, 1 when one failed, 77 (CTest's SKIP_RETURN_CODE)
// when Chromium or web/node_modules is missing, except under CI, where that fails.
import { spawn, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const [binary, sourceDir, outDir] = process.argv.slice(2);
if (!binary || !sourceDir || !outDir) {
  console.error('usage: serve_e2e.mjs SHOWGRAPH_BINARY SOURCE_DIR OUT_DIR');
  process.exit(2);
}
const CHROMIUM = process.env.SHOWGRAPH_CHROMIUM || '/usr/bin/chromium';
const SKIP = 77;

function skipOrFail(why) {
  if (process.env.CI) {
    console.error(`FAIL: ${why} (CI installs it with ./setup.sh, so this is an error there)`);
    process.exit(1);
  }
  console.log(`SKIP: ${why} (run ./setup.sh)`);
  process.exit(SKIP);
}

if (!fs.existsSync(CHROMIUM)) skipOrFail(`${CHROMIUM} is not installed`);
let chromium;
try {
  const require = createRequire(path.resolve(sourceDir, 'web', 'package.json'));
  ({ chromium } = require('playwright-core'));
} catch {
  skipOrFail('web/node_modules/playwright-core is not installed');
}
if (!fs.existsSync(path.join(sourceDir, 'web/node_modules/cytoscape/dist/cytoscape.min.js'))) {
  skipOrFail('web/node_modules/cytoscape is not installed');
}

let passed = 0;
let failed = 0;
function check(ok, what, detail) {
  if (ok) {
    passed++;
    console.log(`ok - ${what}`);
  } else {
    failed++;
    console.log(`not ok - ${what}${detail === undefined ? '' : ': ' + JSON.stringify(detail)}`);
  }
  return ok;
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'showgraph-e2e-'));
const db = path.join(tmp, 'e2e.db');
let server;
let browser;

function sha256(file) {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

// A raw GET (no URL normalization, unlike fetch): status and body.
function rawRequest(port, method, target, body) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: target, headers: body ? { 'Content-Length': Buffer.byteLength(body) } : {} }, (res) => {
      let data = '';
      res.setEncoding('utf8');
      res.on('data', (c) => { data += c; });
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: data }));
    });
    req.on('error', reject);
    req.setTimeout(10000, () => req.destroy(new Error('timeout')));
    if (body) req.write(body);
    req.end();
  });
}

function startServer() {
  return new Promise((resolve, reject) => {
    // --port 0: the server picks a free port and prints its address.
    const child = spawn(binary, ['serve', '--db', db, '--port', '0', '-q'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error('the server did not start: ' + err)), 15000);
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const m = out.match(/http:\/\/127\.0\.0\.1:(\d+)\//);
      if (m) {
        clearTimeout(timer);
        resolve({ child, port: Number(m[1]), stderr: () => err });
      }
    });
    child.stderr.on('data', (chunk) => { err += chunk; });
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}: ${err}`)));
  });
}

const pair = (a, b) => [a, b].sort().join(' & ');

async function apiChecks(port) {
  const get = (target) => rawRequest(port, 'GET', target);
  const json = async (target) => {
    const r = await get(target);
    return { ...r, json: JSON.parse(r.body) };
  };

  let r = await json('/api/works');
  check(r.status === 200 && r.json.some((w) => w.name === 'Starling Heights'), 'GET /api/works lists the series');
  check(/application\/json/.test(r.headers['content-type']), 'API answers are JSON');

  r = await json('/api/work?name=Nowhere%20At%20All');
  check(r.status === 404 && r.json.status === 404 && typeof r.json.error === 'string', 'unknown work: 404 with a JSON error', r.json);
  r = await json('/api/work?name=Starling%20Heights&as_of_season=0');
  check(r.status === 400 && /as_of_season/.test(r.json.error), 'as_of_season=0: 400', r.json);
  r = await json('/api/work?name=Starling%20Heights&as_of_season=100');
  check(r.status === 400, 'as_of_season=100: 400');
  r = await json('/api/work?name=Starling%20Heights&as_of_season=2x');
  check(r.status === 400, 'as_of_season=2x: 400');
  r = await json('/api/work?name=Starling%20Heights&spoilers=yes');
  check(r.status === 400 && /spoilers/.test(r.json.error), 'spoilers=yes: 400', r.json);
  r = await json('/api/work?name=Starling%20Heights&colour=blue');
  check(r.status === 400 && /unknown parameter/.test(r.json.error), 'unknown parameter: 400', r.json);
  r = await json('/api/work');
  check(r.status === 400 && /required/.test(r.json.error), 'missing name: 400', r.json);
  r = await json('/api/facts?limit=201');
  check(r.status === 400, 'limit above 200: 400');
  r = await json('/api/facts?kind=gossip');
  check(r.status === 400, 'unknown fact kind: 400');
  r = await json('/api/quotes?q=%22unbalanced');
  check(r.status === 400 && !/SELECT/.test(r.json.error), 'bad full-text query: 400 without SQL in it', r.json);
  r = await json('/api/fact?id=99999999');
  check(r.status === 404, 'unknown fact: 404');
  r = await json('/api/entity?name=Nobody%20Ever');
  check(r.status === 404, 'unknown entity: 404');

  for (const target of ['/static/../../etc/passwd', '/static/..%2f..%2fetc%2fpasswd', '/../../../../etc/passwd',
    '/static/%2e%2e/%2e%2e/etc/passwd', '/static/vendor/../../../CMakeLists.txt']) {
    r = await get(target);
    check((r.status === 400 || r.status === 404) && !/root:/.test(r.body) && !/cmake_minimum_required/.test(r.body),
      `path traversal ${target}: ${r.status}, no file`);
  }
  r = await get('/static/app.js');
  check(r.status === 200 && /javascript/.test(r.headers['content-type']), 'the page script is served');
  r = await get('/static/vendor/cytoscape.min.js');
  check(r.status === 200 && r.body.length > 100000, 'cytoscape is served locally');

  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
    r = await rawRequest(port, method, '/api/works', '{}');
    check(r.status === 405 && JSON.parse(r.body).status === 405, `${method}: 405, read-only`);
  }
  r = await rawRequest(port, 'GET', '/api/works', 'x'.repeat(64 * 1024));
  check(r.status === 413, 'a 64 KiB request body: 413', r.status);
  r = await get('/api/work?name=' + 'a'.repeat(9000));
  check(r.status === 414 || r.status === 400, 'a 9000-byte URI: refused', r.status);

  // The graph as of each season, from the API.
  const graph = async (season) => (await json('/api/graph?work=Starling%20Heights' + (season ? '&as_of_season=' + season : ''))).json;
  const g1 = await graph(1);
  const g2 = await graph(2);
  check(!g1.edges.some((e) => pair(e.source, e.target) === pair('Thaddeus Quill', 'Juniper Hollis')),
    'API graph as of season 1 has no season-2 romance', g1.edges);
  check(g2.edges.some((e) => pair(e.source, e.target) === pair('Thaddeus Quill', 'Juniper Hollis') && e.type === 'romance'),
    'API graph as of season 2 has it', g2.edges);
}

async function browserChecks(port) {
  const base = `http://127.0.0.1:${port}`;
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
      '--disable-dev-shm-usage'],
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15000);
  const consoleErrors = [];
  const foreign = [];
  page.on('console', (msg) => { if (msg.type() === 'error' || msg.type() === 'warning') consoleErrors.push(msg.text()); });
  page.on('pageerror', (err) => consoleErrors.push('page error: ' + err.message));
  page.on('requestfailed', (req) => consoleErrors.push('request failed: ' + req.url()));
  page.on('request', (req) => {
    const url = req.url();
    if (!url.startsWith(base + '/') && !url.startsWith('data:')) foreign.push(url);
  });

  // Home, then search for a character by her given name.
  await page.goto(base + '/');
  await page.waitForSelector('#works li a');
  check(await page.locator('#works a', { hasText: 'Starling Heights' }).count() === 1, 'home lists the series');
  await page.fill('#search-input', 'Juniper');
  await page.press('#search-input', 'Enter');
  await page.waitForSelector('#search-results');
  const hit = page.locator('#search-results li[data-kind="character"][data-name="Juniper Hollis"]');
  check(await hit.count() === 1, 'search "Juniper" finds the character Juniper Hollis');
  check(/Starling Heights/.test(await hit.innerText()), 'the hit names her series');

  // Her series page, from the search hit.
  await hit.locator('a', { hasText: 'Starling Heights' }).click();
  await page.waitForSelector('#graph-edges tbody tr');
  await page.waitForFunction(() => window.showgraphGraph && window.showgraphGraph.edges().length > 0);
  const castRows = await page.locator('#cast-table tbody tr').allInnerTexts();
  check(castRows.some((t) => /Juniper Hollis/.test(t) && /Kit Okonkwo-Price/.test(t)) &&
    castRows.some((t) => /Ophelia Crane/.test(t) && /Rosalie Tran-Whitley/.test(t)), 'the cast table pairs actors and characters', castRows);
  check(/Celia Marchbanks/.test(await page.locator('#crew').innerText()), 'the crew lists the creator');
  check(/Friday/.test(await page.locator('#series-schedule').innerText()), 'the schedule lists the Friday slot');

  const edges = () => page.evaluate(() => window.showgraphGraph.edges().map((e) => ({
    source: e.data('source'), target: e.data('target'), type: e.data('type'), status: e.data('status'),
  })));
  const tableEdges = () => page.locator('#graph-edges tbody tr').evaluateAll((rows) => rows.map((r) => ({
    source: r.dataset.source, target: r.dataset.target, type: r.dataset.type, status: r.dataset.status,
  })));
  const keyset = (list) => list.map((e) => pair(e.source, e.target) + ': ' + e.type).sort();
  const expectedSeason2 = [
    pair('Ophelia Crane', 'Juniper Hollis') + ': romance',
    pair('Thaddeus Quill', 'Juniper Hollis') + ': romance',
    pair('Halina Brask', 'Corvin Ashdown') + ': rivalry',
    pair('Ophelia Crane', 'Hazel Crane') + ': family',
  ].sort();

  const slider = page.locator('#season');
  check(await slider.getAttribute('max') === '2' && await slider.inputValue() === '2', 'the slider starts at the latest season, 2');
  let drawn = await edges();
  check(JSON.stringify(keyset(drawn)) === JSON.stringify(expectedSeason2), 'season 2: the graph draws the four relationships of the article', keyset(drawn));
  check(JSON.stringify(keyset(await tableEdges())) === JSON.stringify(expectedSeason2), 'season 2: the table lists the same edges');
  const ex = drawn.find((e) => pair(e.source, e.target) === pair('Ophelia Crane', 'Juniper Hollis'));
  check(ex && ex.status === 'ended', 'season 2: Ophelia and June are broken up', ex);
  const tad = drawn.find((e) => pair(e.source, e.target) === pair('Thaddeus Quill', 'Juniper Hollis'));
  check(tad && tad.status === 'potential', 'season 2: Tad is set to romance June (potential)', tad);
  await page.waitForTimeout(300);
  fs.mkdirSync(outDir, { recursive: true });
  const shot = path.join(outDir, 'series.png');
  await page.screenshot({ path: shot, fullPage: true });
  check(fs.statSync(shot).size > 10000, `screenshot written to ${shot}`);

  // Back to season 1: the newcomers' relationships are gone, the first romance stays.
  await slider.fill('1');
  await page.waitForFunction(() => /season 1/.test(document.querySelector('#season-label').textContent) &&
    /as of season 1/.test(document.querySelector('#graph-edges').textContent));
  drawn = await edges();
  const s1 = keyset(drawn);
  check(s1.includes(pair('Ophelia Crane', 'Juniper Hollis') + ': romance'), 'season 1: Ophelia and June', s1);
  check(!s1.includes(pair('Thaddeus Quill', 'Juniper Hollis') + ': romance') &&
    !s1.includes(pair('Halina Brask', 'Corvin Ashdown') + ': rivalry'), 'season 1: no relationship of the season-2 newcomers', s1);
  check(JSON.stringify(keyset(await tableEdges())) === JSON.stringify(s1), 'season 1: the table follows the graph');
  await slider.fill('2');
  await page.waitForFunction(() => /as of season 2/.test(document.querySelector('#graph-edges').textContent));
  check(JSON.stringify(keyset(await edges())) === JSON.stringify(expectedSeason2), 'back to season 2: the edges return');

  // A fact's source: the sentence, its outlet and its document.
  await page.locator('#cast-table tr[data-character="Juniper Hollis"] button.fact').click();
  const dialog = page.locator('#source');
  await dialog.waitFor({ state: 'visible' });
  const sourceText = await dialog.innerText();
  check(/Kit Okonkwo-Price as Juniper/.test(sourceText), 'the source sentence of the cast fact is shown', sourceText);
  check(/The Binge Bulletin/.test(sourceText) && /09_starling_heights_s2\.html/.test(sourceText), 'with its outlet and document', sourceText);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });

  // Quotes by speaker and by character.
  await page.selectOption('#quote-speaker', 'Celia Marchbanks');
  await page.waitForFunction(() => document.querySelectorAll('#quotes-list blockquote').length > 0 &&
    [...document.querySelectorAll('#quotes-list blockquote')].every((b) => b.dataset.speaker === 'Celia Marchbanks'));
  check(/Season 1 was about a girl/.test(await page.locator('#quotes-list').innerText()), 'quotes by the creator');
  await page.selectOption('#quote-speaker', '');
  await page.selectOption('#quote-character', { label: 'Ophelia Crane' });
  await page.waitForFunction(() => /always known she was gay/.test(document.querySelector('#quotes-list').textContent));
  check(true, 'quotes about Ophelia');

  // Spoilers: hidden until asked for, and not even in the page.
  await page.goto(base + '/#/work/' + encodeURIComponent('Harbor Lights'));
  await page.waitForSelector('#events-list');
  await page.waitForSelector('#toggle-spoilers');
  // (The list fills in after its fetch: wait for its note, or a loaded machine reads the
  // section's bare heading.)
  await page.waitForFunction(() => /spoilers? hidden/.test(document.querySelector('#events').innerText));
  const before = await page.locator('#events').innerText();
  check(await page.locator('#events-list li[data-event="death"]').count() === 0 && !/Angus MacRae/.test(before),
    'the death of Angus MacRae is hidden', before);
  check(/spoilers? hidden/.test(before), 'the page says a spoiler is hidden', before);
  check(!(await page.content()).includes('"death"') && !/death:/.test(await page.locator('main').innerText()), 'the hidden spoiler is nowhere in the page');
  await page.click('#toggle-spoilers');
  await page.waitForSelector('#events-list li[data-event="death"]');
  const death = page.locator('#events-list li[data-event="death"]');
  check(/Angus MacRae/.test(await death.innerText()) && await death.getAttribute('data-spoiler') === 'true', 'revealed: the death, marked as a spoiler');
  check(await page.locator('#toggle-spoilers').getAttribute('aria-pressed') === 'true', 'the toggle says spoilers are shown');

  check(consoleErrors.length === 0, 'no console errors or warnings, no failed requests', consoleErrors);
  check(foreign.length === 0, 'no request left the local server', foreign);
}

async function main() {
  execFileSync(binary, ['ingest', path.join(sourceDir, 'examples/articles'), '--db', db, '-q'], { stdio: 'inherit' });
  const before = sha256(db);
  const started = await startServer();
  server = started.child;
  try {
    await apiChecks(started.port);
    await browserChecks(started.port);
  } finally {
    if (browser) await browser.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  check(server.exitCode === 0, 'the server stops cleanly on SIGTERM', server.exitCode);
  check(sha256(db) === before, 'the database file is unchanged: the server only read it');
}

main().catch((err) => {
  failed++;
  console.log('not ok - ' + (err.stack || err));
}).finally(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
});

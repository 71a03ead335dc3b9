#!/usr/bin/env node
// Times the NLP libraries a user might pick instead of showgraph on the same files:
//   wink-nlp (with wink-eng-lite-web-model): readDoc() and entities();
//   compromise: people() and quotations().
// Usage: node peers.js FILE_LIST   (one path per line; bench.sh writes it)
// Prints one line per peer: "<name> <bytes> <seconds> <MB/s> <items>".
'use strict';
const fs = require('fs');

const files = fs.readFileSync(process.argv[2], 'utf8').split('\n').filter(Boolean);
const texts = files.map((f) => fs.readFileSync(f, 'utf8'));
const bytes = texts.reduce((n, t) => n + Buffer.byteLength(t, 'utf8'), 0);

function time(name, fn) {
  const t0 = process.hrtime.bigint();
  let items = 0;
  for (const t of texts) items += fn(t);
  const s = Number(process.hrtime.bigint() - t0) / 1e9;
  console.log(`${name} ${bytes} ${s.toFixed(3)} ${(bytes / 1e6 / s).toFixed(2)} ${items}`);
}

const winkNLP = require('wink-nlp');
const model = require('wink-eng-lite-web-model');
const wink = winkNLP(model);
time('wink-nlp', (t) => wink.readDoc(t).entities().out().length);

const nlp = require('compromise');
time('compromise', (t) => {
  const doc = nlp(t);
  return doc.people().out('array').length + doc.quotations().out('array').length;
});

#!/usr/bin/python3
"""Exports read by real tools: JSON-LD by rdflib, GraphML by networkx, the database by the
sqlite3 shell with the schema the README documents. Expected values come from reading the
bundled example articles (examples/articles, examples/gold.jsonl), not from the program.

usage: export_test.py SHOWGRAPH_BINARY SOURCE_DIR
"""
import os
import subprocess
import sys
import tempfile
import unittest

import networkx
import rdflib
from rdflib.namespace import RDF

SDO = rdflib.Namespace("https://schema.org/")
CLI, SRC = sys.argv[1], sys.argv[2]


def run(*args, **kw):
    return subprocess.run([CLI, *args], check=True, capture_output=True, text=True, **kw)


class Exports(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory()
        cls.db = os.path.join(cls.tmp.name, "t.db")
        run("ingest", "-q", os.path.join(SRC, "examples", "articles"), "--db", cls.db)

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def test_jsonld_is_schema_org_rdf(self):
        out = os.path.join(self.tmp.name, "g.jsonld")
        run("export", "--format", "jsonld", "-o", out, "--db", self.db)
        g = rdflib.Graph()
        g.parse(out, format="json-ld")
        series = {str(g.value(s, SDO.name)) for s in g.subjects(RDF.type, SDO.TVSeries)}
        self.assertTrue({"Hollow Creek", "The Ledger", "Signal Fire"} <= series, series)
        # 01: "Nora (Imogen Reyes)" -> a PerformanceRole with characterName and an actor.
        roles = {}
        for role in g.subjects(RDF.type, SDO.PerformanceRole):
            actor = g.value(role, SDO.actor)
            roles[str(g.value(role, SDO.characterName))] = str(g.value(actor, SDO.name))
        self.assertEqual(roles.get("Nora Castellan"), "Imogen Reyes")
        hollow = next(s for s in g.subjects(RDF.type, SDO.TVSeries) if str(g.value(s, SDO.name)) == "Hollow Creek")
        self.assertIn((hollow, SDO.actor, None), g)
        # 01: the season 3 finale, 8/7c on Freeform, 2024-05-14.
        events = [e for e in g.objects(hollow, SDO.publication) if (e, RDF.type, SDO.BroadcastEvent) in g]
        self.assertTrue(events)
        starts = {str(g.value(e, SDO.startDate)) for e in events}
        self.assertIn("2024-05-14T20:00", starts)
        networks = {str(g.value(g.value(e, SDO.publishedOn), SDO.name)) for e in events}
        self.assertIn("Freeform", networks)
        # A quote of the showrunner, with its speaker.
        quotes = {str(g.value(q, SDO.text)): str(g.value(g.value(q, SDO.creator), SDO.name))
                  for q in g.subjects(RDF.type, SDO.Quotation)}
        self.assertEqual(quotes.get("Ask me again in September."), "Dana Whitfield")

    def test_graphml_is_read_by_networkx(self):
        out = os.path.join(self.tmp.name, "g.graphml")
        run("export", "--format", "graphml", "-o", out, "--db", self.db)
        g = networkx.read_graphml(out)
        by_name = {}
        for n, d in g.nodes(data=True):
            by_name.setdefault((d.get("name"), d.get("kind")), n)
        imogen = by_name[("Imogen Reyes", "person")]
        nora = by_name[("Nora Castellan", "character")]
        self.assertIn(("Hollow Creek", "work"), by_name)
        self.assertTrue(g.has_edge(imogen, nora))
        kinds = {d["kind"] for _, _, d in g.edges(data=True)}
        self.assertTrue({"cast", "crew", "relationship"} <= kinds, kinds)
        # 01: Nora and Caleb's romance ended in season 3 (in either direction).
        caleb = by_name[("Caleb Dunmore", "character")]
        rel = [d for u, v, d in g.edges(data=True) if {u, v} == {nora, caleb} and d["kind"] == "relationship"]
        self.assertTrue(rel)
        self.assertEqual(rel[0].get("type"), "romance")

    def test_csv_and_jsonl(self):
        out = os.path.join(self.tmp.name, "csv")
        run("export", "--format", "csv", "-o", out, "--db", self.db)
        import csv
        with open(os.path.join(out, "cast.csv"), newline="") as f:
            rows = list(csv.DictReader(f))
        self.assertIn(("Imogen Reyes", "Nora Castellan", "Hollow Creek"),
                      {(r["actor"], r["character"], r["work"]) for r in rows})
        import json
        lines = run("export", "--format", "jsonl", "--db", self.db).stdout.splitlines()
        records = [json.loads(l) for l in lines]
        self.assertEqual(len(records), 11)  # 9 files and 2 feed records
        ids = {r["doc"]["id"] for r in records}
        self.assertTrue({"01_hollow_creek_finale.txt", "feed-001", "feed-002"} <= ids, ids)
        for r in records:
            for f in r["facts"]:
                self.assertTrue(f["evidence"], f)

    def test_database_with_the_sqlite3_shell(self):
        def sql(q):
            return subprocess.run(["sqlite3", self.db, q], check=True, capture_output=True, text=True).stdout.strip()
        self.assertEqual(sql("PRAGMA user_version"), "3")
        self.assertEqual(sql("PRAGMA integrity_check"), "ok")
        self.assertEqual(sql("SELECT count(*) FROM documents"), "11")
        self.assertEqual(sql("SELECT title IS NOT NULL FROM documents WHERE doc_key = '01_hollow_creek_finale.txt'"), "1")
        self.assertIn("Nora Castellan", sql("SELECT character FROM facts WHERE kind = 'cast' AND actor = 'Imogen Reyes'"))
        # Every merged fact has its sources, and every source its evidence.
        self.assertEqual(sql("SELECT count(*) FROM facts f WHERE NOT EXISTS "
                             "(SELECT 1 FROM fact_sources s WHERE s.fact_id = f.id)"), "0")
        self.assertEqual(sql("SELECT count(*) FROM fact_sources s JOIN doc_facts d ON d.id = s.doc_fact_id "
                             "WHERE NOT EXISTS (SELECT 1 FROM evidence e WHERE e.doc_fact_id = d.id)"), "0")
        # An entity and its aliases; full-text search over quotes.
        self.assertEqual(sql("SELECT e.kind FROM entities e WHERE e.name = 'Dana Whitfield'"), "person")
        hits = sql("SELECT f.speaker FROM quotes_fts JOIN facts f ON f.id = quotes_fts.rowid "
                   "WHERE quotes_fts MATCH 'script'")
        self.assertIn("Theo Baptiste", hits)
        # The README's query for a work's cast.
        self.assertIn("Theo Baptiste|Caleb Dunmore",
                      sql("SELECT actor, character FROM facts WHERE kind = 'cast' AND work = 'Hollow Creek'"))


if __name__ == "__main__":
    unittest.main(argv=sys.argv[:1], verbosity=2)

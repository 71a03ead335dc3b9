#!/usr/bin/env python3
"""The Python module and the Dask pipeline: the merged graph of shards extracted on a
two-process LocalCluster equals a single-process `showgraph ingest` of the same shards
(compared through the CSV export), whatever the partitioning.

Configured by the environment (CTest sets it; Dask's worker processes inherit it):
SHOWGRAPH_CLI, SHOWGRAPH_SOURCE_DIR, and PYTHONPATH with the module's directory and python/.
"""
import glob
import os
import pickle
import subprocess
import sys
import tempfile
import unittest

CLI = os.environ["SHOWGRAPH_CLI"]
SOURCE_DIR = os.environ["SHOWGRAPH_SOURCE_DIR"]

import showgraph  # noqa: E402
import showgraph_dask  # noqa: E402

SHARDS = sorted(glob.glob(os.path.join(SOURCE_DIR, "examples", "articles", "*")))


def read_tables(directory):
    tables = {}
    for path in sorted(glob.glob(os.path.join(directory, "*.csv"))):
        with open(path, encoding="utf-8") as f:
            tables[os.path.basename(path)] = f.read()
    return tables


class ModuleTest(unittest.TestCase):
    def test_extract_returns_the_schema_record(self):
        text = ("Birch Road Renewed for Season 3\n\n"
                "Tom Keel plays Sheriff Wade Pruitt on Birch Road, which airs Mondays at 9/8c on ABC.\n")
        record = showgraph.extract(text, doc_id="birch.txt")
        self.assertEqual(record["doc"]["id"], "birch.txt")
        self.assertEqual(record["doc"]["title"], "Birch Road Renewed for Season 3")
        cast = [f for f in record["facts"] if f["kind"] == "cast"]
        self.assertEqual([(f["actor"], f["character"]) for f in cast], [("Tom Keel", "Wade Pruitt")])
        for fact in record["facts"]:
            for span in fact["evidence"]:
                self.assertLess(span["start"], span["end"])

    def test_bad_format_is_a_value_error(self):
        with self.assertRaises(ValueError):
            showgraph.extract("text", format="pdf")

    def test_extract_file_counts_failures(self):
        with tempfile.TemporaryDirectory() as d:
            with open(os.path.join(d, "empty.txt"), "w"):
                pass
            result = showgraph.extract_file(d)
        self.assertEqual(result["records"], [])
        self.assertEqual(len(result["errors"]), 1)
        self.assertIn("empty.txt", result["errors"][0])

    def test_merge_is_commutative_and_graphs_pickle(self):
        graphs = []
        for path in SHARDS[:4]:
            g = showgraph.Graph()
            for record in showgraph.extract_file(path)["records"]:
                g.add(record)
            graphs.append(g)
        ab = showgraph.merge(graphs)
        ba = showgraph.merge(list(reversed(graphs)))
        self.assertEqual(ab, ba)
        self.assertEqual(showgraph.merge([showgraph.merge(graphs[:2]), showgraph.merge(graphs[2:])]), ab)
        self.assertEqual(pickle.loads(pickle.dumps(ab)), ab)
        self.assertGreater(len(ab), len(graphs[0]))


class DaskTest(unittest.TestCase):
    def test_local_cluster_equals_single_process_ingest(self):
        from distributed import Client, LocalCluster

        with tempfile.TemporaryDirectory() as d:
            db_path = os.path.join(d, "one.db")
            subprocess.run([CLI, "ingest", "-q", "--db", db_path, *SHARDS], check=True)
            subprocess.run([CLI, "export", "--format", "csv", "-o", os.path.join(d, "ingest"), "--db", db_path],
                           check=True)
            expected = read_tables(os.path.join(d, "ingest"))
            self.assertIn("cast.csv", expected)
            self.assertGreater(expected["cast.csv"].count("\n"), 10)

            cluster = LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None)
            client = Client(cluster)
            try:
                client.wait_for_workers(2, timeout=120)
                self.assertEqual(len(client.scheduler_info()["workers"]), 2)
                for partitions in (len(SHARDS), 3):
                    graph, counts = showgraph_dask.run(SHARDS, client, partitions=partitions, split_every=2)
                    self.assertEqual(counts["failed"], 0)
                    self.assertEqual(counts["read"], 11)
                    out = os.path.join(d, f"dask{partitions}")
                    showgraph_dask.write_csv(graph, out)
                    self.assertEqual(read_tables(out), expected, f"{partitions} partitions")
            finally:
                client.close()
                cluster.close()


if __name__ == "__main__":
    unittest.main()

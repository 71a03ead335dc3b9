#!/usr/bin/python3
"""Nothing lost: an ingest killed with SIGKILL midway leaves a database that opens and
passes PRAGMA integrity_check, and a rerun ends with exactly the facts of an uninterrupted
run. The articles are generated here from templates with invented names.

usage: crash_test.py SHOWGRAPH_BINARY
"""
import os
import random
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
import unittest

CLI = sys.argv[1]
GIVEN = ["Ansel", "Brisa", "Cato", "Delphine", "Emrys", "Fenna", "Galen", "Hollis", "Ines", "Jory"]
FAMILY = ["Ashworth", "Bellamy", "Corrigan", "Dunmore", "Everly", "Fairweather", "Greaves", "Halloway"]
TITLES = ["Copper Lantern", "Salt Mile", "Ember Ward", "Tin Meridian", "Pale Harbor", "Grey Acre"]
NETWORKS = ["NBC", "ABC", "FOX", "HBO", "Hulu"]


def article(rng, i):
    title = rng.choice(TITLES)
    actor, other = (f"{rng.choice(GIVEN)} {rng.choice(FAMILY)}" for _ in range(2))
    char_a, char_b = (f"{rng.choice(GIVEN)} {rng.choice(FAMILY)}" for _ in range(2))
    boss = f"{rng.choice(GIVEN)} {rng.choice(FAMILY)}"
    season = rng.randint(1, 4)
    paras = [
        f"{title} Season {season} Preview: What Comes Next",
        "By Staff Writer",
        f"{title} returns for its season {season} premiere Monday at 8/7c on {rng.choice(NETWORKS)}.",
        f"{actor} plays {char_a}, and {other} plays {char_b}.",
        f"Executive producer {boss} says the season is darker. \"We wanted every choice to cost "
        f"something this year, number {i},\" {boss.split()[1]} said.",
        f"{char_a.split()[0]} and {char_b.split()[0]} broke up in season {season}.",
        " ".join(["The writers kept the twists close to the chest."] * rng.randint(5, 30)),
    ]
    return "\n\n".join(paras) + "\n"


def facts(db):
    con = sqlite3.connect(db)
    try:
        return (sorted(con.execute("SELECT kind, key, sources, actor, character, speaker, text FROM facts")),
                sorted(con.execute("SELECT doc_key, content_hash FROM documents")),
                con.execute("SELECT count(*) FROM doc_facts").fetchone()[0])
    finally:
        con.close()


class KillMidway(unittest.TestCase):
    def test_sigkill_then_rerun_equals_an_uninterrupted_run(self):
        with tempfile.TemporaryDirectory() as tmp:
            rng = random.Random(5)
            corpus = os.path.join(tmp, "corpus")
            os.makedirs(corpus)
            n = 4000
            for i in range(n):
                with open(os.path.join(corpus, f"a{i:05d}.txt"), "w") as f:
                    f.write(article(rng, i))
            killed = os.path.join(tmp, "killed.db")
            proc = subprocess.Popen([CLI, "ingest", "-q", "-j", "1", "--batch", "25", corpus, "--db", killed])
            stored = 0
            deadline = time.time() + 60
            while time.time() < deadline and proc.poll() is None:
                time.sleep(0.05)
                try:
                    con = sqlite3.connect(killed, timeout=1)
                    stored = con.execute("SELECT count(*) FROM documents").fetchone()[0]
                    con.close()
                except sqlite3.Error:
                    continue
                if stored >= 200:
                    break
            self.assertIsNone(proc.poll(), "the ingest ended before it could be killed")
            proc.send_signal(signal.SIGKILL)
            proc.wait()
            self.assertLess(stored, n)

            check = subprocess.run(["sqlite3", killed, "PRAGMA integrity_check"], capture_output=True, text=True)
            self.assertEqual(check.stdout.strip(), "ok", check.stderr)
            rerun = subprocess.run([CLI, "ingest", corpus, "--db", killed], capture_output=True, text=True)
            self.assertEqual(rerun.returncode, 0, rerun.stderr)
            self.assertRegex(rerun.stderr, rf"{n} documents read, \d+ ingested, [1-9]\d* unchanged")

            whole = os.path.join(tmp, "whole.db")
            subprocess.run([CLI, "ingest", "-q", corpus, "--db", whole], check=True)
            a, b = facts(killed), facts(whole)
            self.assertEqual(len(a[1]), n)
            self.assertGreater(len(a[0]), n)  # cast, crew, quotes, airings, relationships
            self.assertEqual(a, b)


if __name__ == "__main__":
    unittest.main(argv=sys.argv[:1], verbosity=2)

#!/usr/bin/env python3
"""showgraph on Dask: extract shards on the workers, merge the partial graphs.

Each shard (a JSON Lines or WARC file, or a directory of articles) is read and extracted
on a worker by the compiled module; each partition's documents become one partial
`showgraph.Graph`, and the partial graphs are merged in a tree. The merge is a set union
(associative and commutative), so the result does not depend on how Dask splits or
orders the work.

    python3 python/showgraph_dask.py shards/*.jsonl --csv out/            # local cluster
    python3 python/showgraph_dask.py shards/*.warc.gz --scheduler tcp://host:8786 --csv out/

On a real cluster every worker needs the module on its PYTHONPATH (install the .deb, or
point PYTHONPATH at build/python).
"""
import argparse
import os
import sys

import dask
import dask.bag as db

import showgraph


def _extract_file(path):
    """On a worker: every document of one shard, extracted (a Python function, so Dask
    pickles it by name; the compiled function itself does not pickle)."""
    return showgraph.extract_file(path)


def _graph_of(results):
    """One partition: the extract_file() results of its shards -> a partial graph."""
    graph = showgraph.Graph()
    for result in results:
        for record in result["records"]:
            graph.add(record)
    return graph


def _merge(graphs):
    return showgraph.merge(list(graphs))


def _counts(results):
    read = failed = 0
    errors = []
    for result in results:
        read += result["read"]
        failed += len(result["errors"])
        errors.extend(result["errors"])
    return {"read": read, "failed": failed, "errors": errors}


def _add_counts(parts):
    total = {"read": 0, "failed": 0, "errors": []}
    for p in parts:
        total["read"] += p["read"]
        total["failed"] += p["failed"]
        total["errors"].extend(p["errors"])
    return total


def run(paths, client=None, partitions=None, split_every=4):
    """Extracts and merges `paths`; returns (merged showgraph.Graph, counts)."""
    bag = db.from_sequence(list(paths), npartitions=partitions or max(1, len(paths)))
    results = bag.map(_extract_file)
    graph = results.reduction(_graph_of, _merge, split_every=split_every)
    counts = results.reduction(_counts, _add_counts)
    # One compute: both reductions share the extraction tasks, so each shard is read once.
    if client is not None:
        graph, counts = client.compute([graph, counts], sync=True)
    else:
        graph, counts = dask.compute(graph, counts)
    return graph, counts


def write_csv(graph, directory):
    os.makedirs(directory, exist_ok=True)
    for name, content in graph.resolve_csv().items():
        with open(os.path.join(directory, name), "w", encoding="utf-8") as f:
            f.write(content)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("paths", nargs="+", help="shards: .jsonl, .warc, .warc.gz files or directories")
    ap.add_argument("--scheduler", help="address of a running Dask scheduler (default: a local cluster)")
    ap.add_argument("--workers", type=int, default=2, help="local cluster: worker processes")
    ap.add_argument("--csv", help="write one CSV table per fact kind here")
    ap.add_argument("--jsonld", help="write schema.org JSON-LD here")
    ap.add_argument("--graphml", help="write GraphML here")
    args = ap.parse_args(argv)

    from distributed import Client, LocalCluster

    if args.scheduler:
        client = Client(args.scheduler)
    else:
        client = Client(LocalCluster(n_workers=args.workers, threads_per_worker=1, processes=True))
    try:
        graph, counts = run(args.paths, client)
    finally:
        client.close()
    for error in counts["errors"]:
        print(f"showgraph: error: {error}", file=sys.stderr)
    if args.csv:
        write_csv(graph, args.csv)
    if args.jsonld:
        with open(args.jsonld, "w", encoding="utf-8") as f:
            f.write(graph.resolve_jsonld())
    if args.graphml:
        with open(args.graphml, "w", encoding="utf-8") as f:
            f.write(graph.resolve_graphml())
    print(f"showgraph: {counts['read']} documents read, {len(graph)} facts merged, {counts['failed']} failed",
          file=sys.stderr)
    return 1 if counts["failed"] else 0


if __name__ == "__main__":
    sys.exit(main())

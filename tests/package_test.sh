#!/usr/bin/env bash
# The installable tool: `cmake --install` and the .deb from CPack put a binary and the
# Python module in the standard places, declare their library packages, and run from
# outside the source tree. Usage: package_test.sh BUILD_DIR SOURCE_DIR
set -euo pipefail
BUILD=$1 SOURCE=$2
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
ARTICLE=$SOURCE/examples/articles/01_hollow_creek_finale.txt
fail() { echo "package_test: $*" >&2; exit 1; }

# 1. cmake --install into a prefix; the binary runs from elsewhere, with no data files.
cmake --install "$BUILD" --prefix "$TMP/prefix" > /dev/null
[ -x "$TMP/prefix/bin/showgraph" ] || fail "no bin/showgraph after cmake --install"
out=$(cd / && "$TMP/prefix/bin/showgraph" extract -q "$ARTICLE")
grep -q '"actor":"Imogen Reyes","character":"Nora Castellan"' <<<"$out" || fail "installed binary extracted no cast"

# 2. The .deb: metadata, contents, and the extracted tree runs.
(cd "$BUILD" && cpack -G DEB -B "$TMP/deb" > "$TMP/cpack.log") || { cat "$TMP/cpack.log"; fail "cpack failed"; }
DEB=$(ls "$TMP"/deb/showgraph_*_amd64.deb)
info=$(dpkg-deb -I "$DEB")
for dep in libgumbo1 libsqlite3-0 libutf8proc2 zlib1g python3; do
  grep -q "Depends:.*$dep" <<<"$info" || fail "the package does not depend on $dep"
done
contents=$(dpkg-deb -c "$DEB")
grep -q '\./usr/bin/showgraph$' <<<"$contents" || fail "no /usr/bin/showgraph in the package"
grep -q '\./usr/lib/python3/dist-packages/showgraph\..*\.so$' <<<"$contents" || fail "no Python module in the package"
dpkg-deb -x "$DEB" "$TMP/root"
out=$(cd / && "$TMP/root/usr/bin/showgraph" extract -q "$ARTICLE")
grep -q '"kind":"crew","person":"Dana Whitfield"' <<<"$out" || fail "packaged binary extracted no crew"
py=$(cd / && PYTHONPATH="$TMP/root/usr/lib/python3/dist-packages" /usr/bin/python3 -c \
  "import showgraph, sys; r = showgraph.extract(open(sys.argv[1]).read(), doc_id='a'); print(sum(f['kind'] == 'cast' for f in r['facts']))" "$ARTICLE")
[ "$py" -ge 4 ] || fail "packaged Python module found $py cast facts, expected at least 4"

# 3. apt resolves the package's dependencies (a dry run: nothing is installed). Needs root.
if [ "$(id -u)" -eq 0 ]; then
  apt-get install -s -qq "$DEB" > "$TMP/apt.log" 2>&1 || { cat "$TMP/apt.log"; fail "apt-get cannot install the package"; }
fi
echo "package_test: ok ($DEB)"

// Substring search over whole documents, the one scan several stages repeat per document
// ("season", a work's title, "tells" before an outlet).
#pragma once

#include <cstddef>
#include <string_view>

namespace showgraph::text {

// text.find(needle, from). Tests sixteen positions at a time for two of the needle's bytes
// (spaces avoided: " tells " is sought by its 't' and 's'), and compares the rest only
// where both match: on prose that is a few places per kilobyte, where a byte loop or
// memmem stops at every occurrence of the first letter. Over a long text, a needle with a
// byte rare in prose (a capital, a digit: a title, a name) is sought by that byte alone,
// with memchr.
size_t Find(std::string_view text, std::string_view needle, size_t from = 0);

}  // namespace showgraph::text

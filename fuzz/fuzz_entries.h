// The entry functions of the fuzz targets (fuzz/*_fuzz.cc), one per parser of untrusted
// input. Each runs its parser over arbitrary bytes and checks what must hold of the
// result whatever the input; it returns "" when all holds, or the broken invariant.
//
// The fuzz targets abort on a non-empty answer (and the sanitizers abort on memory and
// undefined-behaviour errors); tests/fuzz_regressions_test.cc feeds every file of
// fuzz/corpus/<target>/ and tests/testdata/fuzz_regressions/<target>/ to the same function
// in the ordinary test suite, so a crash once found stays fixed.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace showgraph::fuzz {

// HTML to text (gumbo, or the plain tag stripper for deep trees), as the readers call it.
std::string FuzzHtml(std::string_view data);
// A WARC archive, plain or gzip (one or many members), read to its end.
std::string FuzzWarc(std::string_view data);
// A JSON Lines file read to its end.
std::string FuzzJsonl(std::string_view data);
// Paragraphs, tokens, sentences and quotations of a text.
std::string FuzzText(std::string_view data);
// The date and time parsers, through the airing extractor: the first line is the
// publication date, the rest the article.
std::string FuzzDatetime(std::string_view data);
// An HTTP query string as the server gets it: split and decoded by cpp-httplib, then
// checked against the parameters of every API endpoint.
std::string FuzzParams(std::string_view data);

struct Target {
  const char* name;  // the directory name under fuzz/corpus/ and tests/testdata/fuzz_regressions/
  std::string (*entry)(std::string_view);
};
// Every target, in a fixed order.
const std::vector<Target>& Targets();

}  // namespace showgraph::fuzz

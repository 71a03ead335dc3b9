// Helpers shared by the readers. Not part of the public API.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "showgraph/document.h"
#include "showgraph/reader.h"
#include "showgraph/status.h"

namespace showgraph::ingest {

// Replaces every invalid UTF-8 sequence in *s by U+FFFD; returns how many bytes were bad.
size_t SanitizeUtf8(std::string* s);

// Rejects content that is plainly not text (NUL bytes or many control characters near
// the start). `what` names the input in the message.
Status CheckLooksLikeText(std::string_view content, const std::string& what);

// HTML to plain text with paragraph breaks; fills title, author, outlet, published and
// url from <title>, <meta>, Open Graph, JSON-LD and bylines where they say.
std::string HtmlToText(std::string_view html, DocumentMeta* meta);

// Builds a document from plain text: title from the first line when it looks like one,
// author and outlet from bylines and credit lines.
void FinishPlainTextDocument(Document* doc);

// Fills missing outlet and author from lines of the text ("Posted by: ...",
// "Like X on FB", a line naming a known outlet, "tells X").
void FillMetaFromText(Document* doc);

// Everything a reader does to a document once it has text: size limit, binary check,
// UTF-8 repair, empty check. `what` names the input in errors.
Status FinishDocument(Document* doc, const ReaderOptions& options, const std::string& what);

std::unique_ptr<DocumentReader> NewPlainTextReader(std::string path, std::string id, const ReaderOptions& options);
std::unique_ptr<DocumentReader> NewHtmlReader(std::string path, std::string id, const ReaderOptions& options);
Result<std::unique_ptr<DocumentReader>> NewJsonLinesReader(std::string path, const ReaderOptions& options);
Result<std::unique_ptr<DocumentReader>> NewWarcReader(std::string path, const ReaderOptions& options);

// Whole-file read with a size limit; "-" reads stdin.
Result<std::string> ReadWholeFile(const std::string& path, size_t max_bytes);

}  // namespace showgraph::ingest

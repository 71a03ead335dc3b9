// Document: the unit every stage works on. Its text is valid UTF-8 plain text, and
// every offset in every later stage is a byte offset into it.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

namespace showgraph {

struct DocumentMeta {
  std::optional<std::string> title;
  std::optional<std::string> outlet;
  std::optional<std::string> author;
  std::optional<std::string> published;  // ISO 8601 date (YYYY-MM-DD) when known
  std::optional<std::string> url;
};

struct Document {
  std::string id;    // file name, JSON Lines "id", or WARC-Record-ID
  std::string text;  // UTF-8 plain text, paragraphs separated by blank lines
  DocumentMeta meta;
  std::string source;          // where it came from: "path" or "path:line" (for messages)
  size_t replaced_bytes = 0;   // invalid UTF-8 bytes replaced by U+FFFD while reading
};

}  // namespace showgraph

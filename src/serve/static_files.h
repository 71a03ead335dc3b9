// The web page's files: a fixed list of URL paths, each mapped to one file under the web
// directory and read into memory at start. A request path is only ever compared with
// this list, so no request can name another file (no "..", no symlinks, no encodings).
#pragma once

#include <map>
#include <string>
#include <vector>

namespace showgraph::serve_internal {

struct StaticFile {
  std::string content_type;
  std::string body;
};

class StaticFiles {
 public:
  // Reads every listed file under `web_dir` ("" reads none); those missing are listed in
  // missing() and answered 404.
  explicit StaticFiles(const std::string& web_dir);
  // The file served at `path` ("/", "/static/app.js", ...), or nullptr.
  const StaticFile* Find(const std::string& path) const;
  // Every URL path of the list, loaded or not.
  std::vector<std::string> Paths() const;
  const std::vector<std::string>& missing() const { return missing_; }

 private:
  std::map<std::string, StaticFile> files_;
  std::vector<std::string> missing_;
};

}  // namespace showgraph::serve_internal

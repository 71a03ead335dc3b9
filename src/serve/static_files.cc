#include "serve/static_files.h"

#include <fstream>
#include <sstream>

namespace showgraph::serve_internal {

namespace {

struct Entry {
  const char* url;
  const char* file;  // relative to the web directory
  const char* type;
};

// Everything the page needs; nothing else is ever served.
constexpr Entry kFiles[] = {
    {"/", "static/index.html", "text/html; charset=utf-8"},
    {"/static/app.js", "static/app.js", "text/javascript; charset=utf-8"},
    {"/static/style.css", "static/style.css", "text/css; charset=utf-8"},
    // The graph library, installed from npm by setup.sh (web/package.json pins it).
    {"/static/vendor/cytoscape.min.js", "node_modules/cytoscape/dist/cytoscape.min.js",
     "text/javascript; charset=utf-8"},
};

}  // namespace

StaticFiles::StaticFiles(const std::string& web_dir) {
  for (const auto& e : kFiles) {
    std::ifstream in(web_dir.empty() ? std::string() : web_dir + "/" + e.file, std::ios::binary);
    if (!in) {
      missing_.push_back(web_dir + "/" + e.file);
      continue;
    }
    std::ostringstream body;
    body << in.rdbuf();
    files_[e.url] = {e.type, body.str()};
  }
}

const StaticFile* StaticFiles::Find(const std::string& path) const {
  auto it = files_.find(path);
  return it == files_.end() ? nullptr : &it->second;
}

std::vector<std::string> StaticFiles::Paths() const {
  std::vector<std::string> out;
  for (const auto& e : kFiles) out.push_back(e.url);
  return out;
}

}  // namespace showgraph::serve_internal

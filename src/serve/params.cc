#include "serve/params.h"

#include <charconv>

namespace showgraph::serve_internal {

bool IsValidUtf8(const std::string& s) {
  const auto* p = reinterpret_cast<const unsigned char*>(s.data());
  const auto* end = p + s.size();
  while (p < end) {
    unsigned c = *p;
    if (c < 0x80) {
      ++p;
      continue;
    }
    int n = c >= 0xF0 && c <= 0xF4 ? 3 : c >= 0xE0 ? (c <= 0xEF ? 2 : -1) : c >= 0xC2 && c <= 0xDF ? 1 : -1;
    if (n < 0 || end - p <= n) return false;
    unsigned cp = c & (0x3F >> n);
    for (int i = 1; i <= n; ++i) {
      if ((p[i] & 0xC0) != 0x80) return false;
      cp = (cp << 6) | (p[i] & 0x3F);
    }
    if ((n == 2 && (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF))) || (n == 3 && (cp < 0x10000 || cp > 0x10FFFF)))
      return false;
    p += n + 1;
  }
  return true;
}

Result<Params> Params::Parse(const std::multimap<std::string, std::string>& query, const std::vector<ParamSpec>& specs) {
  Params out;
  for (const auto& [name, value] : query) {
    const ParamSpec* spec = nullptr;
    for (const auto& s : specs)
      if (name == s.name) spec = &s;
    if (!spec) {
      std::string known;
      for (const auto& s : specs) known += (known.empty() ? "" : ", ") + std::string(s.name);
      std::string shown = name.size() > 40 || !IsValidUtf8(name) ? "a parameter" : "\"" + name + "\"";
      return Status::InvalidInput("unknown parameter " + shown +
                                  (known.empty() ? " (this endpoint takes none)" : " (known: " + known + ")"));
    }
    if (out.values_.count(name)) return Status::InvalidInput("parameter \"" + name + "\" given twice");
    const std::string bad = "parameter \"" + name + "\" ";
    if (value.empty()) return Status::InvalidInput(bad + "is empty");
    switch (spec->type) {
      case ParamSpec::Type::kText:
        if (value.size() > spec->max_bytes)
          return Status::InvalidInput(bad + "is longer than " + std::to_string(spec->max_bytes) + " bytes");
        if (!IsValidUtf8(value)) return Status::InvalidInput(bad + "is not valid UTF-8");
        for (unsigned char c : value)
          if (c < 0x20 || c == 0x7F) return Status::InvalidInput(bad + "has a control character");
        break;
      case ParamSpec::Type::kInt: {
        int64_t v = 0;
        auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), v);
        if (ec != std::errc() || end != value.data() + value.size())
          return Status::InvalidInput(bad + "must be an integer from " + std::to_string(spec->min) + " to " +
                                      std::to_string(spec->max));
        if (v < spec->min || v > spec->max)
          return Status::InvalidInput(bad + "must be from " + std::to_string(spec->min) + " to " +
                                      std::to_string(spec->max));
        break;
      }
      case ParamSpec::Type::kBool:
        if (value != "true" && value != "false") return Status::InvalidInput(bad + "must be true or false");
        break;
    }
    out.values_[name] = value;
  }
  for (const auto& s : specs)
    if (s.required && !out.values_.count(s.name))
      return Status::InvalidInput("parameter \"" + std::string(s.name) + "\" is required");
  return out;
}

std::string Params::Text(const std::string& name) const {
  auto it = values_.find(name);
  return it == values_.end() ? std::string() : it->second;
}

std::optional<int64_t> Params::Int(const std::string& name) const {
  auto it = values_.find(name);
  if (it == values_.end()) return std::nullopt;
  int64_t v = 0;
  std::from_chars(it->second.data(), it->second.data() + it->second.size(), v);
  return v;
}

bool Params::Bool(const std::string& name, bool absent) const {
  auto it = values_.find(name);
  return it == values_.end() ? absent : it->second == "true";
}

}  // namespace showgraph::serve_internal

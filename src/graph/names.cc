// Name keys and the census of every name in a collection.
#include <algorithm>

#include "graph/resolve.h"
#include "showgraph/eval.h"

namespace showgraph::graph_internal {

std::string NameKey(std::string_view s) {
  for (unsigned char c : s)
    if (c >= 0x80) return NormalizeName(s);  // NFKC and Unicode case only when needed
  std::string out;
  out.reserve(s.size());
  bool space = false;
  for (unsigned char c : s) {
    if (c == '[' || c == ']') continue;
    if (c == ' ' || (c >= 0x09 && c <= 0x0D) || (c >= 0x1C && c <= 0x1F)) {
      space = true;
      continue;
    }
    if (space && !out.empty()) out.push_back(' ');
    space = false;
    out.push_back(static_cast<char>(c >= 'A' && c <= 'Z' ? c + 32 : c));
  }
  auto strip = [](char c) { return std::string_view(" .,;:!?\"'()").find(c) != std::string_view::npos; };
  size_t b = 0, e = out.size();
  while (b < e && strip(out[b])) ++b;
  while (e > b && strip(out[e - 1])) --e;
  return out.substr(b, e - b);
}

std::string TextKey(std::string_view text) {
  std::string folded = NameKey(text), out;
  bool gap = false;
  for (unsigned char c : folded) {
    bool word = c >= 0x80 || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
    if (!word) {
      gap = true;
      continue;
    }
    if (gap && !out.empty()) out.push_back(' ');
    gap = false;
    out.push_back(static_cast<char>(c));
  }
  return out;
}

int64_t StableId(std::string_view key) {
  uint64_t h = 1469598103934665603ull;
  for (unsigned char c : key) {
    h ^= c;
    h *= 1099511628211ull;
  }
  h &= (1ull << 62) - 1;  // positive as a SQLite INTEGER
  return h ? static_cast<int64_t>(h) : 1;
}

size_t EditDistanceAtMostOne(std::string_view a, std::string_view b) {
  if (a == b) return 0;
  if (a.size() > b.size()) std::swap(a, b);
  if (b.size() - a.size() > 1) return 2;
  size_t i = 0;
  while (i < a.size() && a[i] == b[i]) ++i;
  if (a.size() == b.size()) return a.substr(i + 1) == b.substr(i + 1) ? 1 : 2;
  return a.substr(i) == b.substr(i + 1) ? 1 : 2;
}

void NameCensus::Name(EntityKind kind, std::string_view scope, std::string_view name, size_t weight,
                      bool defined) {
  if (name.empty()) return;
  std::string key = kind == EntityKind::kWork ? WorkKey(name) : NameKey(name);
  if (key.empty()) return;
  Entry& e = groups_[{kind, std::string(scope)}][key];
  e.forms[std::string(name)] += weight;
  e.weight += weight;
  e.defined = e.defined || defined;
}

std::string CharacterScope(const Fact& f, std::string_view doc_scope) {
  if ((f.kind == FactKind::kCast || f.kind == FactKind::kAppearsIn) && !f.work.empty()) return WorkKey(f.work);
  return std::string(doc_scope);
}

void NameCensus::AddFact(const Fact& f, std::string_view doc_scope, size_t weight) {
  const std::string cscope = CharacterScope(f, doc_scope);
  auto person = [&](const std::string& n) { Name(EntityKind::kPerson, "", n, weight, false); };
  auto character = [&](const std::string& n, bool defined) {
    Name(EntityKind::kCharacter, cscope, n, weight, defined);
  };
  auto work = [&](const std::string& n) { Name(EntityKind::kWork, "", n, weight, false); };
  switch (f.kind) {
    case FactKind::kWork: work(f.name); break;
    case FactKind::kCast:
      person(f.actor);
      character(f.character, true);
      work(f.work);
      break;
    case FactKind::kCrew:
      person(f.person);
      work(f.work);
      break;
    case FactKind::kAiring:
      work(f.work);
      Name(EntityKind::kNetwork, "", f.network, weight, false);
      break;
    case FactKind::kQuote: person(f.speaker); break;
    case FactKind::kRelationship:
      character(f.a, false);
      character(f.b, false);
      break;
    case FactKind::kEvent:
      for (const auto& p : f.participants) character(p, false);
      break;
    case FactKind::kAttribute: character(f.entity, false); break;
    case FactKind::kAppearsIn:
      character(f.character, true);
      work(f.work);
      break;
  }
}

}  // namespace showgraph::graph_internal

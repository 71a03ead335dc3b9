// Fact: one statement of SCHEMA.md with the evidence that supports it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace showgraph {

enum class FactKind { kWork, kCast, kCrew, kAiring, kQuote, kRelationship, kEvent, kAttribute, kAppearsIn };
inline constexpr FactKind kAllFactKinds[] = {FactKind::kWork,         FactKind::kCast,  FactKind::kCrew,
                                             FactKind::kAiring,       FactKind::kQuote, FactKind::kRelationship,
                                             FactKind::kEvent,        FactKind::kAttribute, FactKind::kAppearsIn};

// "work", "cast", ... as written in SCHEMA.md.
std::string_view FactKindName(FactKind kind);
std::optional<FactKind> ParseFactKind(std::string_view name);

struct Span {
  size_t start = 0;  // byte offsets into Document::text, half-open
  size_t end = 0;
  size_t size() const { return end - start; }
  bool operator==(const Span&) const = default;
};

// One flat record for every kind; each kind fills the fields SCHEMA.md lists for it and
// leaves the rest empty. Flat keeps extractors, writers and the scorer simple.
struct Fact {
  FactKind kind = FactKind::kWork;
  // work
  std::string name, type;
  // cast / crew / airing / appears_in
  std::string actor, character, work, person, role;
  // airing
  std::string network, occasion, weekday, date, time, timezone;
  std::optional<int> season, episode;
  // quote
  std::string speaker, text;
  // relationship / event / attribute
  std::string a, b, status;
  std::vector<std::string> participants;
  std::optional<bool> spoiler;
  std::string entity, attribute, value;

  std::vector<Span> evidence;
  double confidence = 0.0;
};

}  // namespace showgraph

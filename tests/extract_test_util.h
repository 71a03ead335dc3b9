// Helpers of the extractor tests: a document from a string, facts of one kind, and
// the fact of a pair or a quote. Every test article using them is invented.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "showgraph/extractor.h"
#include "showgraph/reader.h"

namespace showgraph::testing {

inline Document MakeDoc(const std::string& text, const std::string& published = "") {
  auto doc = DocumentFromBuffer("t.txt", text, InputFormat::kText);
  EXPECT_TRUE(doc.ok()) << doc.status().ToString();
  Document d = doc.value();
  if (!published.empty()) d.meta.published = published;
  return d;
}

inline std::vector<Fact> ExtractFrom(const std::string& text, const std::string& published = "") {
  return Extractor().Extract(MakeDoc(text, published));
}

inline std::vector<Fact> OfKind(const std::vector<Fact>& facts, FactKind kind) {
  std::vector<Fact> out;
  for (const auto& f : facts)
    if (f.kind == kind) out.push_back(f);
  return out;
}

// The names of the work facts, in order.
inline std::vector<std::string> WorkNames(const std::vector<Fact>& facts) {
  std::vector<std::string> names;
  for (const auto& f : OfKind(facts, FactKind::kWork)) names.push_back(f.name);
  return names;
}

inline bool HasCast(const std::vector<Fact>& facts, const std::string& actor, const std::string& character) {
  return std::any_of(facts.begin(), facts.end(), [&](const Fact& f) {
    return f.kind == FactKind::kCast && f.actor == actor && f.character == character;
  });
}

inline bool HasCrew(const std::vector<Fact>& facts, const std::string& person, const std::string& role) {
  return std::any_of(facts.begin(), facts.end(), [&](const Fact& f) {
    return f.kind == FactKind::kCrew && f.person == person && f.role == role;
  });
}

inline bool HasAttribute(const std::vector<Fact>& facts, const std::string& entity, const std::string& attribute,
                         const std::string& value) {
  return std::any_of(facts.begin(), facts.end(), [&](const Fact& f) {
    return f.kind == FactKind::kAttribute && f.entity == entity && f.attribute == attribute && f.value == value;
  });
}

// The cast fact of a pair, or nullptr.
inline const Fact* CastOf(const std::vector<Fact>& facts, const std::string& actor, const std::string& character) {
  for (const auto& f : facts)
    if (f.kind == FactKind::kCast && f.actor == actor && f.character == character) return &f;
  return nullptr;
}

// The crew fact of a person and role, or nullptr.
inline const Fact* CrewOf(const std::vector<Fact>& facts, const std::string& person, const std::string& role) {
  for (const auto& f : facts)
    if (f.kind == FactKind::kCrew && f.person == person && f.role == role) return &f;
  return nullptr;
}

// The work a crew credit names, or "(no such credit)".
inline std::string CrewWorkOf(const std::vector<Fact>& facts, const std::string& person, const std::string& role) {
  const Fact* f = CrewOf(facts, person, role);
  return f ? f->work : "(no such credit)";
}

inline std::string SpeakerOfQuote(const std::vector<Fact>& facts, const std::string& text_start) {
  for (const auto& f : facts)
    if (f.kind == FactKind::kQuote && f.text.starts_with(text_start)) return f.speaker;
  return "<no such quote>";
}

// The opening of an article about an invented show, for tests that need a title.
inline constexpr const char* kHead = "The Lamplighters Season 3 Preview\n\nTV Guide\n\n";

}  // namespace showgraph::testing

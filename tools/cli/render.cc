#include "render.h"

#include <map>
#include <set>

namespace showgraph::cli {

std::string RowText(const FactRow& row) {
  const Fact& f = row.fact;
  std::string s;
  auto season = [&] { return f.season ? "season " + std::to_string(*f.season) + ": " : std::string(); };
  switch (f.kind) {
    case FactKind::kWork: s = f.name + (f.type.empty() ? "" : " (" + f.type + ")"); break;
    case FactKind::kCast: s = f.actor + " as " + f.character + (f.work.empty() ? "" : " in " + f.work); break;
    case FactKind::kCrew: s = f.person + ", " + f.role + (f.work.empty() ? "" : " of " + f.work); break;
    case FactKind::kAiring: {
      s = f.work + ":";
      for (const std::string* p : {&f.occasion, &f.weekday, &f.date, &f.time, &f.timezone})
        if (!p->empty()) s += " " + *p;
      if (f.season) s += " (season " + std::to_string(*f.season) + ")";
      if (!f.network.empty()) s += " on " + f.network;
      break;
    }
    case FactKind::kQuote: s = "\"" + f.text + "\" (" + f.speaker + ")"; break;
    case FactKind::kRelationship:
      s = season() + f.a + " & " + f.b + ": " + f.type + (f.status.empty() ? "" : ", " + f.status);
      break;
    case FactKind::kEvent: {
      s = season() + f.type + ":";
      for (size_t i = 0; i < f.participants.size(); ++i) s += (i ? ", " : " ") + f.participants[i];
      if (f.spoiler.value_or(false)) s += " [spoiler]";
      break;
    }
    case FactKind::kAttribute: s = f.entity + ": " + f.attribute + " = " + f.value; break;
    case FactKind::kAppearsIn: s = f.character + " appears in " + f.work; break;
  }
  s += "  [" + std::to_string(row.sources) + (row.sources == 1 ? " source]" : " sources]");
  return s;
}

void AppendRow(const FactRow& row, std::string* out) {
  *out += "  " + RowText(row) + "\n";
  for (const auto& e : row.evidence) {
    std::string text = e.text.size() > 200 ? e.text.substr(0, 200) + "..." : e.text;
    for (char& c : text)
      if (c == '\n') c = ' ';
    *out += "      <- " + e.doc + (e.published.empty() ? "" : " (" + e.published + ")") + " [" +
            std::to_string(e.start) + "-" + std::to_string(e.end) + "]: " + text + "\n";
  }
}

std::string BibleText(const StoryBible& b, bool spoilers) {
  std::string out = "== " + b.work + (b.type.empty() ? "" : " (" + b.type + ")") + "\n";
  auto section = [&](const std::string& title, const std::vector<FactRow>& rows) {
    out += "\n" + title + "\n";
    if (rows.empty()) out += "  (none known)\n";
    for (const auto& r : rows) AppendRow(r, &out);
  };
  section("Cast", b.cast);
  // Two actors named for one character: both are kept, and said so.
  std::map<std::string, std::set<std::string>> actors;
  for (const auto& r : b.cast) actors[r.fact.character].insert(r.fact.actor);
  for (const auto& [character, who] : actors) {
    if (who.size() < 2) continue;
    out += "  ! sources disagree on who plays " + character + ":";
    for (const auto& a : who) out += " " + a + ";";
    out.back() = '\n';
  }
  section("Crew", b.crew);
  section("Schedule", b.schedule);
  section("Relationships by season", b.relationships);
  std::string events = "Events";
  if (b.hidden_spoilers)
    events += " (" + std::to_string(b.hidden_spoilers) + " spoiler" + (b.hidden_spoilers == 1 ? "" : "s") +
              " hidden; --spoilers shows them)";
  else if (spoilers)
    events += " (spoilers shown)";
  section(events, b.events);
  section("Characters' attributes", b.attributes);
  section("Most-cited quotes", b.quotes);
  return out;
}

}  // namespace showgraph::cli

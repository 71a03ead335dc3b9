// The extraction pipeline of one document: annotate, find mentions, run each extractor.
#include "showgraph/extractor.h"

#include <string>

#include "extract/context.h"

namespace showgraph {

Extractor::Extractor(ExtractOptions options) : options_(options) { (void)Lexicon::Get(); }

Result<ExtractOptions> ParseExtractKinds(std::string_view list) {
  ExtractOptions o{false, false, false, false, false, false};
  size_t pos = 0;
  while (pos <= list.size()) {
    size_t comma = list.find(',', pos);
    if (comma == std::string_view::npos) comma = list.size();
    std::string_view name = list.substr(pos, comma - pos);
    while (!name.empty() && name.front() == ' ') name.remove_prefix(1);
    while (!name.empty() && name.back() == ' ') name.remove_suffix(1);
    if (name == "work") o.works = true;
    else if (name == "cast") o.cast = true;
    else if (name == "crew") o.crew = true;
    else if (name == "airing") o.airings = true;
    else if (name == "quote") o.quotes = true;
    else if (name == "story") o.story = true;
    else
      return Status::InvalidInput("unknown fact kind '" + std::string(name) +
                                  "' (kinds: work, cast, crew, airing, quote, story)");
    pos = comma + 1;
  }
  return o;
}

namespace {

// Moves the facts of `part` onto the end of `facts`. A fact holds two dozen strings, most of
// them empty, and its implicit move copied every one's buffer (a memcpy call apiece, some
// 730 instructions a fact): here only the strings that hold something are moved.
void AppendFacts(std::vector<Fact>& part, std::vector<Fact>* facts) {
  // Every field of Fact is moved below: a field added to Fact must be added here too.
  static_assert(sizeof(Fact) == 760, "Fact has changed: move its new fields in AppendFacts");
  static constexpr std::string Fact::*kStrings[] = {
      &Fact::name,     &Fact::type,    &Fact::actor,    &Fact::character, &Fact::work,   &Fact::person,
      &Fact::role,     &Fact::network, &Fact::occasion, &Fact::weekday,   &Fact::date,   &Fact::time,
      &Fact::timezone, &Fact::speaker, &Fact::text,     &Fact::a,         &Fact::b,      &Fact::status,
      &Fact::entity,   &Fact::attribute, &Fact::value};
  for (Fact& from : part) {
    Fact& to = facts->emplace_back();
    to.kind = from.kind;
    for (std::string Fact::*s : kStrings)
      if (!(from.*s).empty()) to.*s = std::move(from.*s);
    to.season = from.season;
    to.episode = from.episode;
    to.participants = std::move(from.participants);
    to.spoiler = from.spoiler;
    to.evidence = std::move(from.evidence);
    to.confidence = from.confidence;
  }
}

}  // namespace

std::vector<Fact> Extractor::Extract(const Document& doc) const {
  AnnotatedText at = Annotate(doc);
  extract::DocContext ctx(doc, at);
  extract::FindNetworks(ctx);
  extract::FindWorks(ctx);
  extract::FindNames(ctx);
  extract::FindSections(ctx);
  extract::FindSeasonContext(ctx);  // (a season under another work's section heading is that work's)

  // Each extractor fills its own list; the lists are joined once, sized up front, because
  // a Fact is large and regrowing one vector of them moves every fact again.
  std::vector<Fact> works, crew, cast, story, airings;
  // Room for a typical article's facts: a vector regrown from empty moves each fact again
  // at every doubling.
  crew.reserve(16);
  cast.reserve(16);
  story.reserve(16);
  airings.reserve(8);
  if (options_.works) extract::ExtractWorks(ctx, &works);
  // Crew first: a showrunner's name is never read as an actor's.
  if (options_.crew || options_.cast || options_.story) extract::ExtractCrew(ctx, &crew);
  std::vector<std::string> crew_names;
  for (const auto& f : crew) crew_names.push_back(f.person);
  if (options_.cast || options_.story) extract::ExtractCast(ctx, crew_names, &cast);
  // The story needs to know who is a person (actor, crew) and who is a character.
  if (options_.story) extract::ExtractStory(ctx, cast, crew, &story);
  if (options_.airings) extract::ExtractAirings(ctx, &airings);

  std::vector<Fact> facts;
  facts.reserve(works.size() + cast.size() + crew.size() + story.size() + airings.size() +
                (options_.quotes ? at.quotations.size() : 0));
  auto append = [&facts](std::vector<Fact>& part) { AppendFacts(part, &facts); };
  append(works);
  if (options_.cast) append(cast);
  if (options_.crew) append(crew);
  append(story);
  append(airings);
  if (options_.quotes) extract::ExtractQuotes(ctx, &facts);
  return facts;
}

}  // namespace showgraph

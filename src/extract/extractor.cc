// The extraction pipeline of one document: annotate, find mentions, run each extractor.
#include "showgraph/extractor.h"

#include "extract/context.h"

namespace showgraph {

Extractor::Extractor(ExtractOptions options) : options_(options) { (void)Lexicon::Get(); }

std::vector<Fact> Extractor::Extract(const Document& doc) const {
  AnnotatedText at = Annotate(doc);
  extract::DocContext ctx(doc, at);
  extract::FindNetworks(ctx);
  extract::FindWorks(ctx);
  extract::FindNames(ctx);
  extract::FindSeasonContext(ctx);

  std::vector<Fact> facts;
  if (options_.works) extract::ExtractWorks(ctx, &facts);
  std::vector<Fact> part;
  // Crew first: a showrunner's name is never read as an actor's.
  std::vector<Fact> crew;
  extract::ExtractCrew(ctx, &crew);
  std::vector<std::string> crew_names;
  for (const auto& f : crew) crew_names.push_back(f.person);
  if (options_.cast) {
    extract::ExtractCast(ctx, crew_names, &part);
    facts.insert(facts.end(), part.begin(), part.end());
    part.clear();
  }
  if (options_.crew) facts.insert(facts.end(), crew.begin(), crew.end());
  if (options_.airings) {
    extract::ExtractAirings(ctx, &part);
    facts.insert(facts.end(), part.begin(), part.end());
    part.clear();
  }
  if (options_.story) {
    std::vector<Fact> known = part;
    for (const auto& f : facts)
      if (f.kind == FactKind::kCast) known.push_back(f);
    known.insert(known.end(), crew.begin(), crew.end());
    extract::ExtractStory(ctx, known, &part);
    facts.insert(facts.end(), part.begin(), part.end());
    part.clear();
  }
  if (options_.quotes) extract::ExtractQuotes(ctx, &facts);
  return facts;
}

}  // namespace showgraph

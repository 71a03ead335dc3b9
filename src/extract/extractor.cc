// The extraction pipeline of one document: annotate, find mentions, run each extractor.
#include "showgraph/extractor.h"

#include <iterator>

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
  auto append = [&facts](std::vector<Fact>&& part) {
    facts.insert(facts.end(), std::make_move_iterator(part.begin()), std::make_move_iterator(part.end()));
  };
  if (options_.works) extract::ExtractWorks(ctx, &facts);
  // Crew first: a showrunner's name is never read as an actor's.
  std::vector<Fact> crew, cast;
  extract::ExtractCrew(ctx, &crew);
  std::vector<std::string> crew_names;
  for (const auto& f : crew) crew_names.push_back(f.person);
  extract::ExtractCast(ctx, crew_names, &cast);
  if (options_.story) {
    // The story needs to know who is a person (actor, crew) and who is a character.
    std::vector<Fact> story;
    extract::ExtractStory(ctx, cast, crew, &story);
    if (options_.cast) append(std::move(cast));
    if (options_.crew) append(std::move(crew));
    append(std::move(story));
  } else {
    if (options_.cast) append(std::move(cast));
    if (options_.crew) append(std::move(crew));
  }
  if (options_.airings) {
    std::vector<Fact> airings;
    extract::ExtractAirings(ctx, &airings);
    append(std::move(airings));
  }
  if (options_.quotes) extract::ExtractQuotes(ctx, &facts);
  return facts;
}

}  // namespace showgraph

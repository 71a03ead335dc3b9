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
  if (options_.cast) {
    extract::ExtractCast(ctx, &part);
    facts.insert(facts.end(), part.begin(), part.end());
    part.clear();
  }
  if (options_.crew) {
    extract::ExtractCrew(ctx, &part);
    facts.insert(facts.end(), part.begin(), part.end());
    part.clear();
  }
  if (options_.airings) {
    extract::ExtractAirings(ctx, &part);
    facts.insert(facts.end(), part.begin(), part.end());
    part.clear();
  }
  if (options_.quotes) extract::ExtractQuotes(ctx, &facts);
  return facts;
}

}  // namespace showgraph

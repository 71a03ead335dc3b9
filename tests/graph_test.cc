// The story graph: entity rules, one fact with many sources, conflicts, seasons, and the
// merge's algebra (any order and grouping of shards gives the same graph).
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "showgraph/graph.h"

namespace showgraph {
namespace {

Document Doc(const std::string& id, const std::string& published = "") {
  Document d;
  d.id = id;
  if (!published.empty()) d.meta.published = published;
  return d;
}

Fact Cast(const std::string& actor, const std::string& character, const std::string& work) {
  Fact f;
  f.kind = FactKind::kCast;
  f.actor = actor, f.character = character, f.work = work;
  f.evidence = {{0, 10}};
  return f;
}
Fact Quote(const std::string& speaker, const std::string& text) {
  Fact f;
  f.kind = FactKind::kQuote;
  f.speaker = speaker, f.text = text;
  f.evidence = {{5, 40}};
  return f;
}
Fact Work(const std::string& name) {
  Fact f;
  f.kind = FactKind::kWork;
  f.name = name, f.type = "series";
  f.evidence = {{0, 5}};
  return f;
}
Fact Rel(const std::string& a, const std::string& b, const std::string& status, std::optional<int> season) {
  Fact f;
  f.kind = FactKind::kRelationship;
  f.a = a, f.b = b, f.type = "romance", f.status = status, f.season = season;
  f.evidence = {{20, 60}};
  return f;
}

const Entity* ByName(const ResolvedGraph& g, const std::string& name, EntityKind kind) {
  for (const auto& e : g.entities)
    if (e.name == name && e.kind == kind) return &e;
  return nullptr;
}
size_t CountKind(const ResolvedGraph& g, FactKind kind) {
  return static_cast<size_t>(
      std::count_if(g.facts.begin(), g.facts.end(), [&](const ResolvedFact& f) { return f.fact.kind == kind; }));
}

TEST(GraphEntities, FullNameAbsorbsUnambiguousSurnameAndMiddleInitial) {
  Graph g;
  g.AddDocument(Doc("a"), {Quote("Mara Q. Ellison", "We wanted the winter to feel endless this year.")});
  g.AddDocument(Doc("b"), {Quote("Ellison", "Nobody on the writing staff agreed about the ending.")});
  g.AddDocument(Doc("c"), {Quote("Mara Ellison", "The second half is a different show entirely.")});
  ResolvedGraph r = Resolve(g);
  ASSERT_EQ(r.entities.size(), 1u);
  EXPECT_EQ(r.entities[0].name, "Mara Q. Ellison");
  EXPECT_EQ(r.entities[0].aliases, (std::vector<std::string>{"Ellison", "Mara Ellison", "Mara Q. Ellison"}));
  for (const auto& f : r.facts) EXPECT_EQ(f.fact.speaker, "Mara Q. Ellison");
}

TEST(GraphEntities, TwoPeopleSharingASurnameStayApartAndTheSurnameAloneToo) {
  Graph g;
  g.AddDocument(Doc("a"), {Quote("Tobias Venn", "The pilot was shot in eleven days.")});
  g.AddDocument(Doc("b"), {Quote("Lydia Venn", "I asked for the villain role twice.")});
  g.AddDocument(Doc("c"), {Quote("Venn", "It was never meant to be a comedy.")});
  ResolvedGraph r = Resolve(g);
  EXPECT_EQ(r.entities.size(), 3u);
  EXPECT_NE(ByName(r, "Tobias Venn", EntityKind::kPerson), nullptr);
  EXPECT_NE(ByName(r, "Lydia Venn", EntityKind::kPerson), nullptr);
  EXPECT_NE(ByName(r, "Venn", EntityKind::kPerson), nullptr);
}

TEST(GraphEntities, GivenNameAloneJoinsItsOnlyFullName) {
  Graph g;
  g.AddDocument(Doc("a"), {Work("Copper Lantern"), Cast("Idris Falk", "Wilhelmina Ostrander", "Copper Lantern")});
  g.AddDocument(Doc("b"), {Work("Copper Lantern"), Cast("Idris Falk", "Wilhelmina", "Copper Lantern")});
  ResolvedGraph r = Resolve(g);
  EXPECT_EQ(CountKind(r, FactKind::kCast), 1u);
  EXPECT_NE(ByName(r, "Wilhelmina Ostrander", EntityKind::kCharacter), nullptr);
  EXPECT_EQ(ByName(r, "Wilhelmina", EntityKind::kCharacter), nullptr);
}

TEST(GraphEntities, SpellingVariantsMergeUnderTheMostCitedSpelling) {
  Graph g;
  g.AddDocument(Doc("a"), {Quote("Corin Halvorsen", "We built the lighthouse set twice.")});
  g.AddDocument(Doc("b"), {Quote("Corin Halvorsen", "The storm episode nearly broke us.")});
  g.AddDocument(Doc("c"), {Quote("Corin Halvorson", "The fans were right about the twins.")});
  // A lone character name one letter off its only near neighbour, in one work.
  g.AddDocument(Doc("d"), {Work("Tin Meridian"), Cast("Pell Aston", "Wrenfield", "Tin Meridian")});
  g.AddDocument(Doc("e"), {Work("Tin Meridian"), Rel("Wrenfeld", "Odalys", "current", 1)});
  g.AddDocument(Doc("f"), {Work("Tin Meridian"), Rel("Wrenfield", "Odalys", "current", 1)});
  ResolvedGraph r = Resolve(g);
  EXPECT_NE(ByName(r, "Corin Halvorsen", EntityKind::kPerson), nullptr);
  EXPECT_EQ(ByName(r, "Corin Halvorson", EntityKind::kPerson), nullptr);
  const Entity* wren = ByName(r, "Wrenfield", EntityKind::kCharacter);
  ASSERT_NE(wren, nullptr);
  EXPECT_NE(std::find(wren->aliases.begin(), wren->aliases.end(), "Wrenfeld"), wren->aliases.end());
}

TEST(GraphEntities, DifferentGivenNamesWithNearSurnamesStayApart) {
  Graph g;
  g.AddDocument(Doc("a"), {Quote("Petra Lindgren", "Season two goes north.")});
  g.AddDocument(Doc("b"), {Quote("Oskar Lindgreen", "I wrote the finale on a train.")});
  EXPECT_EQ(Resolve(g).entities.size(), 2u);
}

TEST(GraphEntities, CharactersBelongToTheirWork) {
  Graph g;
  g.AddDocument(Doc("a"), {Work("Salt Mile"), Cast("Rhea Volk", "Juno", "Salt Mile")});
  g.AddDocument(Doc("b"), {Work("Ember Ward"), Cast("Tam Okafor", "Juno", "Ember Ward")});
  ResolvedGraph r = Resolve(g);
  int junos = 0;
  for (const auto& e : r.entities) junos += e.name == "Juno" && e.kind == EntityKind::kCharacter;
  EXPECT_EQ(junos, 2);
}

TEST(GraphFacts, TenArticlesStatingOneFactGiveOneFactWithTenSources) {
  Graph g;
  for (int i = 0; i < 10; ++i)
    g.AddDocument(Doc("doc" + std::to_string(i)), {Cast("Ines Marlowe", "Captain Rook", "Iron Tide")});
  ResolvedGraph r = Resolve(g);
  ASSERT_EQ(r.facts.size(), 1u);
  EXPECT_EQ(r.facts[0].observations.size(), 10u);
  EXPECT_EQ(r.facts[0].fact.work, "Iron Tide");
}

TEST(GraphFacts, TwoActorsForOneCharacterAreBothKept) {
  Graph g;
  g.AddDocument(Doc("a"), {Work("Iron Tide"), Cast("Ines Marlowe", "Captain Rook", "Iron Tide")});
  g.AddDocument(Doc("b"), {Work("Iron Tide"), Cast("Beatrix Crane", "Captain Rook", "Iron Tide")});
  ResolvedGraph r = Resolve(g);
  ASSERT_EQ(CountKind(r, FactKind::kCast), 2u);
  std::set<int64_t> characters;
  for (const auto& f : r.facts)
    for (const auto& [slot, id] : f.entities)
      if (slot == "character") characters.insert(id);
  EXPECT_EQ(characters.size(), 1u);
}

TEST(GraphSeasons, LatestSeasonThenLatestDatedEvidenceDecides) {
  Graph g;
  g.AddDocument(Doc("s1", "2023-02-01"), {Work("Dune Road"), Rel("Mika", "Soren", "current", 1)});
  g.AddDocument(Doc("s2early", "2024-01-10"), {Work("Dune Road"), Rel("Soren", "Mika", "ended", 2)});
  g.AddDocument(Doc("s2late", "2024-05-20"), {Work("Dune Road"), Rel("Mika", "Soren", "current", 2)});
  ResolvedGraph r = Resolve(g);
  ASSERT_EQ(CountKind(r, FactKind::kRelationship), 1u);
  const ResolvedFact& rel = *std::find_if(r.facts.begin(), r.facts.end(), [](const ResolvedFact& f) {
    return f.fact.kind == FactKind::kRelationship;
  });
  EXPECT_EQ(rel.observations.size(), 3u);
  EXPECT_EQ(StateAsOf(rel, 1)->status, "current");
  EXPECT_EQ(StateAsOf(rel, 1)->source.doc, "s1");
  EXPECT_EQ(StateAsOf(rel, 2)->source.doc, "s2late");
  EXPECT_EQ(StateAsOf(rel, 0), nullptr);
  EXPECT_EQ(rel.fact.status, "current");
  EXPECT_EQ(rel.fact.season, 2);
}

// Random documents over a small pool of names, so shards overlap in facts and names.
std::vector<std::pair<Document, std::vector<Fact>>> RandomDocs(std::mt19937* rng, int n) {
  const std::vector<std::string> people = {"Ada Quill", "Quill", "Ada Q. Quill", "Bram Quill", "Bram Quil",
                                           "Cyra Moss", "Cyra", "Moss", "Dov Renner", "Dov Rener"};
  const std::vector<std::string> chars = {"Elsa Wren", "Elsa", "Wren", "Fenwick", "Fenwik", "Gilda Ash", "Ash"};
  const std::vector<std::string> works = {"Pale Harbor", "The Pale Harbor", "Grey Acre"};
  std::vector<std::pair<Document, std::vector<Fact>>> docs;
  auto pick = [&](const std::vector<std::string>& v) { return v[(*rng)() % v.size()]; };
  for (int i = 0; i < n; ++i) {
    Document d = Doc("d" + std::to_string(i), "2024-0" + std::to_string(1 + (*rng)() % 9) + "-01");
    std::vector<Fact> facts = {Work(pick(works))};
    int k = 1 + static_cast<int>((*rng)() % 4);
    for (int j = 0; j < k; ++j) {
      switch ((*rng)() % 3) {
        case 0: facts.push_back(Cast(pick(people), pick(chars), pick(works))); break;
        case 1: facts.push_back(Quote(pick(people), "Line number " + std::to_string((*rng)() % 5))); break;
        default:
          facts.push_back(Rel(pick(chars), pick(chars), (*rng)() % 2 ? "current" : "ended",
                              static_cast<int>(1 + (*rng)() % 3)));
      }
    }
    docs.emplace_back(std::move(d), std::move(facts));
  }
  return docs;
}

TEST(GraphMerge, AnyOrderAndGroupingOfShardsGivesTheSameGraph) {
  for (unsigned seed = 1; seed <= 30; ++seed) {
    std::mt19937 rng(seed);
    auto docs = RandomDocs(&rng, 40);
    Graph whole;
    for (const auto& [d, f] : docs) whole.AddDocument(d, f);
    ResolvedGraph expected = Resolve(whole);
    // Deal documents into shards at random, in a random order.
    std::shuffle(docs.begin(), docs.end(), rng);
    std::vector<Graph> shards(1 + rng() % 6);
    for (const auto& [d, f] : docs) shards[rng() % shards.size()].AddDocument(d, f);
    // Merge by random pairs until one graph is left: a random tree of merges.
    while (shards.size() > 1) {
      size_t i = rng() % shards.size(), j = rng() % (shards.size() - 1);
      if (j >= i) ++j;
      Graph m = rng() % 2 ? Merge(shards[i], shards[j]) : Merge(shards[j], shards[i]);
      shards.erase(shards.begin() + static_cast<long>(std::max(i, j)));
      shards.erase(shards.begin() + static_cast<long>(std::min(i, j)));
      shards.push_back(std::move(m));
    }
    ASSERT_EQ(shards[0], whole) << "seed " << seed;
    ASSERT_EQ(Resolve(shards[0]), expected) << "seed " << seed;
    // Idempotent: merging a shard again changes nothing.
    EXPECT_EQ(Merge(whole, whole), whole);
  }
}

TEST(GraphMerge, MergeIsAssociativeAndCommutativeOnThreeShards) {
  std::mt19937 rng(7);
  auto docs = RandomDocs(&rng, 30);
  Graph a, b, c;
  for (size_t i = 0; i < docs.size(); ++i) (i % 3 == 0 ? a : i % 3 == 1 ? b : c).AddDocument(docs[i].first, docs[i].second);
  EXPECT_EQ(Merge(Merge(a, b), c), Merge(a, Merge(b, c)));
  EXPECT_EQ(Merge(a, b), Merge(b, a));
  EXPECT_NE(Merge(a, b), a);  // the test would pass trivially if b added nothing
}

}  // namespace
}  // namespace showgraph

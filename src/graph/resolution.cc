// From a census of names to entities: clusters of names that stand for one person,
// character, work or network. Every decision reads the whole census, never an order of
// arrival, so the result depends only on which names the collection holds.
#include <algorithm>
#include <numeric>
#include <set>
#include <unordered_map>

#include "graph/resolve.h"

namespace showgraph::graph_internal {

namespace {

class UnionFind {
 public:
  explicit UnionFind(size_t n) : parent_(n) { std::iota(parent_.begin(), parent_.end(), size_t{0}); }
  size_t Find(size_t x) {
    while (parent_[x] != x) x = parent_[x] = parent_[parent_[x]];
    return x;
  }
  void Unite(size_t a, size_t b) {
    a = Find(a), b = Find(b);
    if (a != b) parent_[std::max(a, b)] = std::min(a, b);
  }

 private:
  std::vector<size_t> parent_;
};

struct Item {
  std::string_view key;
  std::vector<std::string_view> tokens;
  const NameCensus::Entry* entry;
};

std::vector<std::string_view> Split(std::string_view key) {
  std::vector<std::string_view> out;
  size_t pos = 0;
  while (pos <= key.size()) {
    size_t sp = key.find(' ', pos);
    if (sp == std::string_view::npos) sp = key.size();
    if (sp > pos) out.push_back(key.substr(pos, sp - pos));
    pos = sp + 1;
  }
  return out;
}

// Pairs (i, j) of words at edit distance exactly 1 that start alike and are at least
// `min_len` bytes long. Words one edit apart share a one-deletion variant, so an index of
// variants finds them without comparing every pair.
std::set<std::pair<size_t, size_t>> NearPairs(const std::vector<std::string_view>& words, size_t min_len) {
  std::unordered_map<std::string, std::vector<size_t>> by_variant;
  std::set<std::pair<size_t, size_t>> pairs;
  for (size_t i = 0; i < words.size(); ++i) {
    std::string_view w = words[i];
    if (w.size() < min_len) continue;
    std::vector<std::string> variants{std::string(w)};
    for (size_t k = 0; k < w.size(); ++k) variants.push_back(std::string(w.substr(0, k)).append(w.substr(k + 1)));
    for (const auto& v : variants) {
      auto& list = by_variant[v];
      for (size_t j : list)
        if (words[j][0] == w[0] && EditDistanceAtMostOne(words[j], w) == 1) pairs.emplace(j, i);
      if (list.empty() || list.back() != i) list.push_back(i);
    }
  }
  return pairs;
}

// Clusters the names of one namespace by the rules in graph.h; returns each item's root.
std::vector<size_t> Cluster(const std::vector<Item>& items) {
  UnionFind uf(items.size());
  // Full names with the same first and last name, when their middle names agree.
  std::map<std::pair<std::string_view, std::string_view>, std::vector<size_t>> first_last;
  std::map<std::string, std::vector<size_t>> by_prefix;
  for (size_t i = 0; i < items.size(); ++i) {
    const auto& t = items[i].tokens;
    if (t.size() < 2) continue;
    first_last[{t.front(), t.back()}].push_back(i);
    std::string prefix;
    for (size_t k = 0; k + 1 < t.size(); ++k) prefix.append(t[k]).push_back(' ');
    by_prefix[prefix].push_back(i);
  }
  for (const auto& [fl, list] : first_last) {
    std::map<std::string, std::vector<size_t>> by_middle;  // middle initials -> names
    for (size_t i : list) {
      std::string initials;
      const auto& t = items[i].tokens;
      for (size_t k = 1; k + 1 < t.size(); ++k) initials.push_back(t[k][0]);
      by_middle[initials].push_back(i);
    }
    size_t with_middle = by_middle.size() - by_middle.count("");
    for (const auto& [initials, names] : by_middle) {
      for (size_t i : names) uf.Unite(names.front(), i);
      if (with_middle == 1 && !initials.empty() && by_middle.count("")) uf.Unite(by_middle[""].front(), names.front());
    }
  }
  // Spelling variants of a surname after the same given name(s).
  for (const auto& [prefix, list] : by_prefix) {
    std::vector<std::string_view> lasts;
    for (size_t i : list) lasts.push_back(items[i].tokens.back());
    for (const auto& [a, b] : NearPairs(lasts, 4)) uf.Unite(list[a], list[b]);
  }
  // A lone name joins the one full name whose surname or given name it is.
  std::map<std::string_view, std::set<size_t>> by_token;
  for (size_t i = 0; i < items.size(); ++i) {
    const auto& t = items[i].tokens;
    if (t.size() < 2) continue;
    by_token[t.back()].insert(uf.Find(i));
    by_token[t.front()].insert(uf.Find(i));
  }
  std::vector<std::pair<size_t, size_t>> joins;
  std::vector<bool> lone(items.size(), false);
  for (size_t i = 0; i < items.size(); ++i) {
    if (items[i].tokens.size() != 1) continue;
    auto it = by_token.find(items[i].tokens[0]);
    if (it == by_token.end()) lone[i] = true;
    else if (it->second.size() == 1) joins.emplace_back(i, *it->second.begin());
  }
  for (const auto& [a, b] : joins) uf.Unite(a, b);
  // A lone name still unmatched joins its one near spelling: a surname or another lone name.
  std::vector<std::string_view> words;
  std::vector<size_t> owner;
  for (size_t i = 0; i < items.size(); ++i) {
    const auto& t = items[i].tokens;
    if (t.size() == 1 && !lone[i]) continue;
    words.push_back(t.back());
    owner.push_back(i);
  }
  std::map<size_t, std::set<size_t>> candidates;  // lone item -> roots it is near
  for (const auto& [a, b] : NearPairs(words, 5)) {
    size_t x = owner[a], y = owner[b];
    if (lone[x]) candidates[x].insert(uf.Find(y));
    if (lone[y]) candidates[y].insert(uf.Find(x));
  }
  joins.clear();
  for (const auto& [i, roots] : candidates)
    if (roots.size() == 1) joins.emplace_back(i, *roots.begin());
  for (const auto& [a, b] : joins) uf.Unite(a, b);
  std::vector<size_t> roots(items.size());
  for (size_t i = 0; i < items.size(); ++i) roots[i] = uf.Find(i);
  return roots;
}

std::string MostCitedForm(const NameCensus::Entry& e) {
  const std::string* best = nullptr;
  size_t n = 0;
  for (const auto& [form, count] : e.forms)  // ordered: the first of equal counts wins
    if (count > n) best = &form, n = count;
  return best ? *best : std::string();
}

std::string IndexKey(EntityKind kind, std::string_view scope, std::string_view key) {
  std::string k(1, static_cast<char>('0' + static_cast<int>(kind)));
  k.append("|").append(scope).append("|").append(key);
  return k;
}

struct Group {
  EntityKind kind;
  std::string scope;
  std::vector<std::string> keys;
  std::string canonical_key, name;
  std::set<std::string> aliases;
  bool defined = false;
  long target = -1;  // another group this one stands for, or -1
};

}  // namespace

Resolution Resolution::Build(const NameCensus& census) {
  std::vector<Group> groups;
  for (const auto& [where, names] : census.groups()) {
    const auto& [kind, scope] = where;
    std::vector<Item> items;
    for (const auto& [key, entry] : names) items.push_back({key, Split(key), &entry});
    std::vector<size_t> roots(items.size());
    if (kind == EntityKind::kPerson || kind == EntityKind::kCharacter) roots = Cluster(items);
    else std::iota(roots.begin(), roots.end(), size_t{0});
    std::map<size_t, std::vector<size_t>> members;
    for (size_t i = 0; i < items.size(); ++i) members[roots[i]].push_back(i);
    for (const auto& [root, list] : members) {
      Group g{kind, scope, {}, {}, {}, {}, false, -1};
      const Item* best = nullptr;
      auto better = [](const Item& a, const Item& b) {  // fuller, then more cited, then first
        if (a.tokens.size() != b.tokens.size()) return a.tokens.size() > b.tokens.size();
        if (a.entry->weight != b.entry->weight) return a.entry->weight > b.entry->weight;
        return a.key < b.key;
      };
      for (size_t i : list) {
        const Item& it = items[i];
        g.keys.emplace_back(it.key);
        for (const auto& [form, n] : it.entry->forms) g.aliases.insert(form);
        g.defined = g.defined || it.entry->defined;
        if (!best || better(it, *best)) best = &it;
      }
      g.canonical_key = std::string(best->key);
      g.name = MostCitedForm(*best->entry);
      groups.push_back(std::move(g));
    }
  }
  // A "character" only ever in relationships or attributes that is a person's full name
  // is that person; an unscoped character that one work's characters name is that one.
  std::unordered_map<std::string, long> person_by_key;
  std::unordered_map<std::string, std::vector<long>> scoped_by_key;
  for (size_t i = 0; i < groups.size(); ++i) {
    for (const auto& k : groups[i].keys) {
      if (groups[i].kind == EntityKind::kPerson) person_by_key[k] = static_cast<long>(i);
      if (groups[i].kind == EntityKind::kCharacter && !groups[i].scope.empty())
        scoped_by_key[k].push_back(static_cast<long>(i));
    }
  }
  for (auto& g : groups) {
    if (g.kind != EntityKind::kCharacter) continue;
    auto p = person_by_key.find(g.canonical_key);
    if (!g.defined && p != person_by_key.end()) {
      g.target = p->second;
      continue;
    }
    auto s = scoped_by_key.find(g.canonical_key);
    if (g.scope.empty() && s != scoped_by_key.end() && s->second.size() == 1) g.target = s->second.front();
  }
  for (auto& g : groups)  // an unscoped character may point at one that is a person
    while (g.target >= 0 && groups[static_cast<size_t>(g.target)].target >= 0)
      g.target = groups[static_cast<size_t>(g.target)].target;
  for (auto& g : groups)
    if (g.target >= 0) groups[static_cast<size_t>(g.target)].aliases.insert(g.aliases.begin(), g.aliases.end());

  Resolution r;
  std::vector<long> entity_of(groups.size(), -1);
  for (size_t i = 0; i < groups.size(); ++i) {
    const Group& g = groups[i];
    if (g.target >= 0) continue;
    Entity e;
    e.kind = g.kind;
    e.scope = g.scope;
    e.name = g.name;
    e.aliases.assign(g.aliases.begin(), g.aliases.end());
    e.id = StableId(IndexKey(g.kind, g.scope, g.canonical_key));
    entity_of[i] = static_cast<long>(r.entities_.size());
    r.entities_.push_back(std::move(e));
  }
  std::vector<size_t> order(r.entities_.size());
  std::iota(order.begin(), order.end(), size_t{0});
  std::sort(order.begin(), order.end(), [&](size_t a, size_t b) { return r.entities_[a].id < r.entities_[b].id; });
  std::vector<size_t> position(order.size());
  std::vector<Entity> sorted;
  for (size_t p = 0; p < order.size(); ++p) {
    position[order[p]] = p;
    sorted.push_back(std::move(r.entities_[order[p]]));
  }
  r.entities_ = std::move(sorted);
  for (size_t i = 0; i < groups.size(); ++i) {
    size_t owner = groups[i].target >= 0 ? static_cast<size_t>(groups[i].target) : i;
    size_t pos = position[static_cast<size_t>(entity_of[owner])];
    for (const auto& k : groups[i].keys) r.index_[IndexKey(groups[i].kind, groups[i].scope, k)] = pos;
  }
  return r;
}

const Entity* Resolution::Find(EntityKind kind, std::string_view scope, std::string_view key) const {
  if (key.empty()) return nullptr;
  auto it = index_.find(IndexKey(kind, scope, key));
  return it == index_.end() ? nullptr : &entities_[it->second];
}

const Entity* Resolution::Person(std::string_view name) const {
  return Find(EntityKind::kPerson, "", NameKey(name));
}
const Entity* Resolution::Character(std::string_view name, std::string_view scope) const {
  return Find(EntityKind::kCharacter, scope, NameKey(name));
}
const Entity* Resolution::Work(std::string_view name) const { return Find(EntityKind::kWork, "", WorkKey(name)); }
const Entity* Resolution::Network(std::string_view name) const {
  return Find(EntityKind::kNetwork, "", NameKey(name));
}

}  // namespace showgraph::graph_internal

// The scorer of SCHEMA.md, rule for rule as shared/tools/score.py has it.
#include <utf8proc.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <set>
#include <unordered_map>

#include "showgraph/eval.h"

namespace showgraph {

namespace {

constexpr const char* kKinds[] = {"work", "cast", "crew", "airing", "quote", "relationship", "event", "attribute",
                                  "appears_in"};

std::u32string Decode(std::string_view s) {
  std::u32string out;
  size_t i = 0;
  while (i < s.size()) {
    utf8proc_int32_t cp;
    auto n = utf8proc_iterate(reinterpret_cast<const utf8proc_uint8_t*>(s.data() + i),
                              static_cast<utf8proc_ssize_t>(s.size() - i), &cp);
    if (n <= 0) {
      out.push_back(0xFFFD);
      ++i;
    } else {
      out.push_back(static_cast<char32_t>(cp));
      i += static_cast<size_t>(n);
    }
  }
  return out;
}

std::string Encode(const std::u32string& s) {
  std::string out;
  for (char32_t c : s) {
    utf8proc_uint8_t buf[4];
    auto n = utf8proc_encode_char(static_cast<utf8proc_int32_t>(c), buf);
    out.append(reinterpret_cast<char*>(buf), static_cast<size_t>(n));
  }
  return out;
}

// NFKC, lower case, curly apostrophes made straight.
std::u32string Fold(std::string_view s) {
  std::string in(s);
  utf8proc_uint8_t* nfkc = utf8proc_NFKC(reinterpret_cast<const utf8proc_uint8_t*>(in.c_str()));
  std::u32string out = Decode(nfkc ? reinterpret_cast<const char*>(nfkc) : in.c_str());
  std::free(nfkc);
  // Python's str.lower(): "İ" becomes "i" and a combining dot; a capital sigma at the end
  // of a word becomes the final sigma.
  std::u32string lowered;
  for (size_t i = 0; i < out.size(); ++i) {
    char32_t c = out[i];
    if (c == 0x130) {
      lowered += U"i\u0307";
      continue;
    }
    if (c == 0x3A3) {
      bool letter_before = i > 0 && utf8proc_category(static_cast<utf8proc_int32_t>(out[i - 1])) <= UTF8PROC_CATEGORY_LO &&
                           utf8proc_category(static_cast<utf8proc_int32_t>(out[i - 1])) >= UTF8PROC_CATEGORY_LU;
      bool letter_after = i + 1 < out.size() &&
                          utf8proc_category(static_cast<utf8proc_int32_t>(out[i + 1])) >= UTF8PROC_CATEGORY_LU &&
                          utf8proc_category(static_cast<utf8proc_int32_t>(out[i + 1])) <= UTF8PROC_CATEGORY_LO;
      lowered += letter_before && !letter_after ? char32_t{0x3C2} : char32_t{0x3C3};
      continue;
    }
    c = static_cast<char32_t>(utf8proc_tolower(static_cast<utf8proc_int32_t>(c)));
    if (c == 0x2019 || c == 0x2018) c = '\'';
    lowered += c;
  }
  return lowered;
}

bool IsPySpace(char32_t c) {
  return c == ' ' || (c >= 0x09 && c <= 0x0D) || (c >= 0x1C && c <= 0x1F) || c == 0x85 || c == 0xA0 ||
         c == 0x1680 || (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 || c == 0x202F ||
         c == 0x205F || c == 0x3000;
}

bool IsWordChar(char32_t c) {
  if (c == '_' || c == '\'') return true;
  auto cat = utf8proc_category(static_cast<utf8proc_int32_t>(c));
  return (cat >= UTF8PROC_CATEGORY_LU && cat <= UTF8PROC_CATEGORY_LO) ||
         (cat >= UTF8PROC_CATEGORY_ND && cat <= UTF8PROC_CATEGORY_NO);
}

std::vector<std::string> Alternatives(const std::string& gold) {
  std::vector<std::string> out;
  size_t pos = 0;
  while (true) {
    size_t bar = gold.find('|', pos);
    out.push_back(NormalizeName(gold.substr(pos, bar == std::string::npos ? std::string::npos : bar - pos)));
    if (bar == std::string::npos) break;
    pos = bar + 1;
  }
  return out;
}

// A prediction names one thing; only gold lists alternatives. Empty means absent.
bool NameOk(const std::string& pred, const std::string& gold) {
  std::string p = NormalizeName(pred.substr(0, pred.find('|')));
  for (const auto& a : Alternatives(gold))
    if (a == p) return true;
  return false;
}

std::vector<std::u32string> Words(std::string_view s) {
  std::u32string f = Fold(s);
  std::vector<std::u32string> out;
  std::u32string cur;
  for (char32_t c : f) {
    if (IsWordChar(c)) {
      cur.push_back(c);
    } else if (!cur.empty()) {
      out.push_back(cur);
      cur.clear();
    }
  }
  if (!cur.empty()) out.push_back(cur);
  return out;
}

// Share of the gold quote's words covered, in order, by the predicted quote.
double Overlap(std::string_view pred, std::string_view gold) {
  auto a = Words(pred), b = Words(gold);
  if (b.empty()) return 0.0;
  std::vector<size_t> prev(b.size() + 1, 0), cur(b.size() + 1, 0);
  for (const auto& x : a) {
    cur[0] = 0;
    for (size_t j = 1; j <= b.size(); ++j) cur[j] = x == b[j - 1] ? prev[j - 1] + 1 : std::max(prev[j], cur[j - 1]);
    std::swap(prev, cur);
  }
  return static_cast<double>(prev.back()) / static_cast<double>(b.size());
}

bool ParticipantsOk(const std::vector<std::string>& pred, const std::vector<std::string>& gold) {
  if (pred.size() != gold.size()) return false;
  std::vector<bool> used(pred.size(), false);
  for (const auto& g : gold) {
    bool hit = false;
    for (size_t i = 0; i < pred.size(); ++i) {
      if (!used[i] && NameOk(pred[i], g)) {
        used[i] = hit = true;
        break;
      }
    }
    if (!hit) return false;
  }
  return true;
}

std::string SeasonText(const std::optional<int>& s) { return s ? std::to_string(*s) : ""; }

bool Match(FactKind kind, const Fact& p, const Fact& g) {
  switch (kind) {
    case FactKind::kWork: return NameOk(p.name, g.name);
    case FactKind::kCast: return NameOk(p.actor, g.actor) && NameOk(p.character, g.character);
    case FactKind::kCrew: return NameOk(p.person, g.person) && NameOk(p.role, g.role);
    case FactKind::kAiring: {
      if (!NameOk(p.work, g.work)) return false;
      const std::string Fact::*fields[] = {&Fact::network, &Fact::occasion, &Fact::weekday,
                                           &Fact::date,    &Fact::time,     &Fact::timezone};
      for (auto field : fields)
        if (!(g.*field).empty() && !NameOk(p.*field, g.*field)) return false;
      if (g.season && p.season != g.season) return false;
      return true;
    }
    case FactKind::kRelationship: {
      bool pair = (NameOk(p.a, g.a) && NameOk(p.b, g.b)) || (NameOk(p.a, g.b) && NameOk(p.b, g.a));
      return pair && NormalizeName(p.type) == NormalizeName(g.type);
    }
    case FactKind::kEvent:
      return NormalizeName(p.type) == NormalizeName(g.type) && ParticipantsOk(p.participants, g.participants);
    case FactKind::kAttribute:
      return NameOk(p.entity, g.entity) && NormalizeName(p.attribute) == NormalizeName(g.attribute) &&
             NameOk(p.value, g.value);
    case FactKind::kAppearsIn: return NameOk(p.character, g.character) && NameOk(p.work, g.work);
    case FactKind::kQuote: return Overlap(p.text, g.text) >= 0.8;
  }
  return false;
}

std::string Describe(const Fact& f) {
  std::string s;
  auto add = [&](const char* k, const std::string& v) {
    if (v.empty()) return;
    if (!s.empty()) s += ", ";
    s += k;
    s += "=";
    s += v.substr(0, 80);
  };
  add("name", f.name);
  add("actor", f.actor);
  add("character", f.character);
  add("person", f.person);
  add("role", f.role);
  add("work", f.work);
  add("network", f.network);
  add("occasion", f.occasion);
  add("season", SeasonText(f.season));
  add("weekday", f.weekday);
  add("date", f.date);
  add("time", f.time);
  add("timezone", f.timezone);
  add("speaker", f.speaker);
  add("text", f.text);
  add("a", f.a);
  add("b", f.b);
  add("type", f.type);
  add("status", f.status);
  std::string parts;
  for (const auto& p : f.participants) parts += (parts.empty() ? "" : "; ") + p;
  add("participants", parts);
  add("entity", f.entity);
  add("attribute", f.attribute);
  add("value", f.value);
  return "{" + s + "}";
}

}  // namespace

std::string NormalizeName(std::string_view s) {
  std::u32string f = Fold(s);
  std::u32string out;
  bool space = false;
  for (char32_t c : f) {
    if (c == '[' || c == ']') continue;
    if (IsPySpace(c)) {
      space = true;
      continue;
    }
    if (space && !out.empty()) out.push_back(' ');
    space = false;
    out.push_back(c);
  }
  auto strip = [](char32_t c) {
    return c == ' ' || c == '.' || c == ',' || c == ';' || c == ':' || c == '!' || c == '?' || c == '"' ||
           c == '\'' || c == '(' || c == ')';
  };
  size_t b = 0, e = out.size();
  while (b < e && strip(out[b])) ++b;
  while (e > b && strip(out[e - 1])) --e;
  return Encode(out.substr(b, e - b));
}

double KindScore::precision() const {
  return tp + fp ? static_cast<double>(tp) / static_cast<double>(tp + fp) : (fn ? 0.0 : 1.0);
}
double KindScore::recall() const { return tp + fn ? static_cast<double>(tp) / static_cast<double>(tp + fn) : 1.0; }
double KindScore::f1() const {
  double p = precision(), r = recall();
  return p + r > 0 ? 2 * p * r / (p + r) : 0.0;
}

EvalReport Evaluate(const std::vector<FactsRecord>& gold_records, const std::vector<FactsRecord>& pred_records) {
  // Later records of one id replace earlier ones, as a dict would.
  std::vector<std::string> order;
  std::unordered_map<std::string, const FactsRecord*> gold, pred;
  for (const auto& r : gold_records) {
    if (!gold.count(r.doc_id)) order.push_back(r.doc_id);
    gold[r.doc_id] = &r;
  }
  for (const auto& r : pred_records) pred[r.doc_id] = &r;

  EvalReport rep;
  std::map<std::string, KindScore> tally;
  size_t attr_right = 0, attr_seen = 0;
  size_t status_right = 0, status_seen = 0, season_right = 0, season_seen = 0, work_right = 0, work_seen = 0;
  for (const auto& doc_id : order) {
    const FactsRecord& g = *gold[doc_id];
    static const FactsRecord kEmpty;
    const FactsRecord& p = pred.count(doc_id) ? *pred[doc_id] : kEmpty;
    for (const char* kname : kKinds) {
      FactKind kind = *ParseFactKind(kname);
      std::vector<size_t> gs, ps;
      for (size_t i = 0; i < g.facts.size(); ++i)
        if (g.facts[i].kind == kind) gs.push_back(i);
      for (size_t i = 0; i < p.facts.size(); ++i)
        if (p.facts[i].kind == kind) ps.push_back(i);
      std::vector<bool> taken(ps.size(), false);
      KindScore& ks = tally[kname];
      for (size_t gi : gs) {
        const Fact& gf = g.facts[gi];
        bool optional = g.optional[gi];
        size_t hit = SIZE_MAX;
        for (size_t k = 0; k < ps.size(); ++k)
          if (!taken[k] && Match(kind, p.facts[ps[k]], gf)) {
            hit = k;
            break;
          }
        if (hit == SIZE_MAX) {
          if (!optional) {
            ++ks.fn;
            rep.errors.push_back(doc_id + " missed " + kname + " " + Describe(gf));
          }
          continue;
        }
        taken[hit] = true;
        if (optional) continue;
        ++ks.tp;
        const Fact& pf = p.facts[ps[hit]];
        if (kind == FactKind::kRelationship || kind == FactKind::kEvent) {
          if (!gf.status.empty()) {
            ++status_seen;
            if (NormalizeName(pf.status) == NormalizeName(gf.status)) ++status_right;
          }
          if (gf.season) {
            ++season_seen;
            if (SeasonText(pf.season) == SeasonText(gf.season)) ++season_right;
          }
        }
        if ((kind == FactKind::kCast || kind == FactKind::kCrew) && !gf.work.empty()) {
          ++work_seen;
          if (NameOk(pf.work, gf.work)) ++work_right;
          else
            rep.errors.push_back(doc_id + " wrong work " + kname + " {gold=" + gf.work + ", pred=" + pf.work + ", " +
                                 (kind == FactKind::kCast ? gf.actor : gf.person) + "}");
        }
        if (kind == FactKind::kQuote) {
          ++attr_seen;
          if (NameOk(pf.speaker, gf.speaker)) ++attr_right;
          else
            rep.errors.push_back(doc_id + " wrong speaker quote {gold=" + gf.speaker + ", pred=" + pf.speaker +
                                 ", text=" + gf.text.substr(0, 60) + "}");
        }
      }
      for (size_t k = 0; k < ps.size(); ++k) {
        if (taken[k]) continue;
        const Fact& pf = p.facts[ps[k]];
        // A second prediction of a fact already found is a duplicate, not a wrong fact.
        bool dup = false;
        for (size_t gi : gs) dup = dup || Match(kind, pf, g.facts[gi]);
        if (dup) continue;
        // A character's tie to the work its gold cast fact names is implied, never wrong.
        if (kind == FactKind::kAppearsIn) {
          bool implied = false;
          for (const auto& gf : g.facts)
            implied = implied || (gf.kind == FactKind::kCast && NameOk(pf.character, gf.character) &&
                                  (gf.work.empty() || NameOk(pf.work, gf.work)));
          if (implied) continue;
        }
        ++ks.fp;
        rep.errors.push_back(doc_id + " spurious " + kname + " " + Describe(pf));
      }
    }
  }
  for (const char* kname : kKinds) {
    const KindScore& ks = tally[kname];
    if (ks.tp + ks.fp + ks.fn == 0) continue;
    rep.kinds[kname] = ks;
    rep.micro.tp += ks.tp;
    rep.micro.fp += ks.fp;
    rep.micro.fn += ks.fn;
  }
  if (attr_seen) rep.quote_attribution = static_cast<double>(attr_right) / static_cast<double>(attr_seen);
  if (status_seen) rep.status_accuracy = static_cast<double>(status_right) / static_cast<double>(status_seen);
  if (season_seen) rep.season_accuracy = static_cast<double>(season_right) / static_cast<double>(season_seen);
  if (work_seen) rep.work_accuracy = static_cast<double>(work_right) / static_cast<double>(work_seen);
  rep.docs = order.size();
  for (const auto& id : order) rep.docs_predicted += pred.count(id);
  return rep;
}

Result<std::vector<FactsRecord>> LoadFactsFile(const std::string& path) {
  std::ifstream in(path);
  if (!in) return Status::IoError(path + ": cannot open");
  std::vector<FactsRecord> out;
  std::string line;
  size_t n = 0;
  while (std::getline(in, line)) {
    ++n;
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    auto rec = ParseFactsRecord(line);
    if (!rec.ok()) return Status::InvalidInput(path + ":" + std::to_string(n) + ": " + rec.status().message());
    out.push_back(std::move(rec.value()));
  }
  return out;
}

std::string FormatReport(const EvalReport& rep, bool show_errors) {
  std::string out;
  char buf[256];
  auto line = [&](const std::string& name, const KindScore& k, bool counts) {
    if (counts)
      std::snprintf(buf, sizeof buf, "%-18s p=%.3f r=%.3f f1=%.3f  tp=%zu fp=%zu fn=%zu\n", name.c_str(),
                    k.precision(), k.recall(), k.f1(), k.tp, k.fp, k.fn);
    else
      std::snprintf(buf, sizeof buf, "%-18s p=%.3f r=%.3f f1=%.3f\n", name.c_str(), k.precision(), k.recall(),
                    k.f1());
    out += buf;
  };
  for (const char* kname : kKinds) {
    auto it = rep.kinds.find(kname);
    if (it != rep.kinds.end()) line(kname, it->second, true);
  }
  auto opt = [&](const char* name, const std::optional<double>& v) {
    if (v) std::snprintf(buf, sizeof buf, "%-18s %.3f\n", name, *v);
    else std::snprintf(buf, sizeof buf, "%-18s -\n", name);
    out += buf;
  };
  opt("quote_attribution", rep.quote_attribution);
  opt("status_accuracy", rep.status_accuracy);
  opt("season_accuracy", rep.season_accuracy);
  opt("work_accuracy", rep.work_accuracy);
  line("micro", rep.micro, false);
  std::snprintf(buf, sizeof buf, "%-18s %zu (%zu predicted)\n", "docs", rep.docs, rep.docs_predicted);
  out += buf;
  if (show_errors)
    for (const auto& e : rep.errors) out += "   " + e + "\n";
  return out;
}

}  // namespace showgraph

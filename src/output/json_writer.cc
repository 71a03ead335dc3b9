// Writing facts as JSON Lines by hand (fast, no intermediate DOM); reading them back with
// nlohmann-json (only the scorer and tools read).
#include <algorithm>
#include <array>
#include <charconv>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <nlohmann/json.hpp>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "showgraph/json.h"

namespace showgraph {

namespace {
constexpr std::string_view kKindNames[] = {"work",         "cast",  "crew",      "airing",    "quote",
                                           "relationship", "event", "attribute", "appears_in"};
}

std::string_view FactKindName(FactKind kind) { return kKindNames[static_cast<int>(kind)]; }

namespace {
// The kinds' names as JSON strings, quoted, written as they are: every fact writes one,
// and none needs escaping (the search for an escape and the quotes' appends cost some
// 130 instructions a fact).
constexpr std::string_view kQuotedKindNames[] = {"\"work\"",         "\"cast\"",  "\"crew\"",      "\"airing\"",
                                                 "\"quote\"",        "\"relationship\"", "\"event\"", "\"attribute\"",
                                                 "\"appears_in\""};
constexpr bool QuotesEveryKindName() {
  if (std::size(kQuotedKindNames) != std::size(kKindNames)) return false;
  for (size_t i = 0; i < std::size(kKindNames); ++i) {
    const std::string_view q = kQuotedKindNames[i];
    if (q.size() != kKindNames[i].size() + 2 || q.front() != '"' || q.back() != '"' ||
        q.substr(1, kKindNames[i].size()) != kKindNames[i])
      return false;
  }
  return true;
}
static_assert(QuotesEveryKindName(), "kQuotedKindNames must quote kKindNames, in order");
}  // namespace

std::optional<FactKind> ParseFactKind(std::string_view name) {
  for (size_t i = 0; i < std::size(kKindNames); ++i)
    if (kKindNames[i] == name) return static_cast<FactKind>(i);
  return std::nullopt;
}

namespace {
// Bytes that JSON strings must escape: controls, '"' and '\\'.
constexpr std::array<bool, 256> MakeEscapeTable() {
  std::array<bool, 256> t{};
  for (int c = 0; c < 0x20; ++c) t[static_cast<size_t>(c)] = true;
  t['"'] = t['\\'] = true;
  return t;
}
constexpr std::array<bool, 256> kNeedsEscape = MakeEscapeTable();

// `{"start":N,"end":M}` after `lead` (the list's '[' or a ','), built in a buffer and
// appended at once: every fact has a span or more, and the six appends it took (the lead,
// two literals, two numbers, the brace) were calls.
void AppendSpan(const Span& span, char lead, std::string* out) {
  constexpr std::string_view kStart = "{\"start\":", kEnd = ",\"end\":";
  constexpr size_t kDigits = 20;  // the most a size_t has
  char buf[1 + kStart.size() + kEnd.size() + 2 * kDigits + 1];
  buf[0] = lead;
  char* p = std::copy(kStart.begin(), kStart.end(), buf + 1);
  p = std::to_chars(p, p + kDigits, span.start).ptr;
  p = std::copy(kEnd.begin(), kEnd.end(), p);
  p = std::to_chars(p, p + kDigits, span.end).ptr;
  *p++ = '}';
  out->append(buf, static_cast<size_t>(p - buf));
}
}  // namespace

namespace {
// Whether any of the eight bytes of x needs escaping (a control byte, '"' or '\\'), by
// word arithmetic: strings are mostly long stretches with nothing to escape.
inline bool AnyNeedsEscape(uint64_t x) {
  constexpr uint64_t kOnes = 0x0101010101010101ull, kHighs = 0x8080808080808080ull;
  auto has_zero = [](uint64_t v) { return (v - kOnes) & ~v & kHighs; };
  uint64_t below_space = (x - kOnes * 0x20) & ~x & kHighs;  // some byte < 0x20
  return below_space | has_zero(x ^ (kOnes * '"')) | has_zero(x ^ (kOnes * '\\'));
}

// The first byte of s at or after i that must be escaped, or s.size(). (Sixteen bytes a
// step: a string is mostly long stretches with nothing to escape, and a quotation inside
// one no longer sends the rest of it through the byte loop.)
size_t NextEscape(std::string_view s, size_t i) {
#if defined(__SSE2__)
  const auto is = [](__m128i bytes, char b) { return _mm_cmpeq_epi8(bytes, _mm_set1_epi8(b)); };
  for (; i + 16 <= s.size(); i += 16) {
    const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(s.data() + i));
    // A control byte, as unsigned: max(byte, 0x1F) is 0x1F.
    const __m128i control = is(_mm_max_epu8(bytes, _mm_set1_epi8(0x1F)), 0x1F);
    const __m128i escaped = _mm_or_si128(control, _mm_or_si128(is(bytes, '"'), is(bytes, '\\')));
    if (const auto mask = static_cast<uint32_t>(_mm_movemask_epi8(escaped)))
      return i + static_cast<size_t>(__builtin_ctz(mask));
  }
#endif
  for (; i + 8 <= s.size(); i += 8) {
    uint64_t x;
    std::memcpy(&x, s.data() + i, 8);
    if (AnyNeedsEscape(x)) break;  // the byte loop below finds which
  }
  while (i < s.size() && !kNeedsEscape[static_cast<unsigned char>(s[i])]) ++i;
  return i;
}

// Most strings (names, roles, types) are short and need no escape: such a one is quoted in a
// buffer and appended at once, with its key when it has one, where each quotation mark
// and the key were calls of their own (some 41,000 strings a corpus).
constexpr size_t kShortString = 64;
bool IsShortPlain(std::string_view s) { return s.size() <= kShortString && NextEscape(s, 0) == s.size(); }
// Writes `"s"` at p (room for s.size() + 2 bytes); returns the end.
char* QuotePlain(std::string_view s, char* p) {
  *p++ = '"';
  std::memcpy(p, s.data(), s.size());
  p += s.size();
  *p++ = '"';
  return p;
}

}  // namespace

void AppendJsonString(std::string_view s, std::string* out) {
  if (IsShortPlain(s)) {
    char buf[kShortString + 2];
    out->append(buf, static_cast<size_t>(QuotePlain(s, buf) - buf));
    return;
  }
  out->push_back('"');
  size_t run = 0;  // copy unescaped stretches in one go
  for (size_t i = NextEscape(s, 0); i < s.size(); i = NextEscape(s, i + 1)) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    out->append(s.data() + run, i - run);
    run = i + 1;
    switch (c) {
      case '"': out->append("\\\""); break;
      case '\\': out->append("\\\\"); break;
      case '\n': out->append("\\n"); break;
      case '\r': out->append("\\r"); break;
      case '\t': out->append("\\t"); break;
      default: {
        char buf[8];
        std::snprintf(buf, sizeof buf, "\\u%04x", c);
        out->append(buf);
      }
    }
  }
  out->append(s.data() + run, s.size() - run);
  out->push_back('"');
}

namespace {

class ObjectWriter {
 public:
  explicit ObjectWriter(std::string* out) : out_(out) { out_->push_back('{'); }
  // An object whose opening and first key and value the caller has written (OpenFact).
  static ObjectWriter Opened(std::string* out) { return ObjectWriter(out, /*first=*/false); }
  // Keys are literals of this file and never need escaping. `,"key":` (without the comma
  // for the first key) in one append, built with the literal's length known at compile
  // time, so the copy is a few moves: some 90,000 keys a corpus went through a memcpy
  // call of a length known only at run time.
  template <size_t N>
  void Key(const char (&k)[N]) {
    char buf[N + 3];
    out_->append(buf, static_cast<size_t>(KeyInto(k, buf) - buf));
  }
  template <size_t N>
  void String(const char (&k)[N], std::string_view v) {
    if (IsShortPlain(v)) {  // the key and the value in one append
      char buf[N + 3 + kShortString + 2];
      out_->append(buf, static_cast<size_t>(QuotePlain(v, KeyInto(k, buf)) - buf));
      return;
    }
    Key(k);
    AppendJsonString(v, out_);
  }
  template <size_t N>
  void NonEmpty(const char (&k)[N], std::string_view v) {
    if (!v.empty()) String(k, v);
  }
  template <size_t N>
  void Optional(const char (&k)[N], const std::optional<std::string>& v) {
    Key(k);
    if (v) AppendJsonString(*v, out_);
    else out_->append("null");
  }
  template <size_t N>
  void Number(const char (&k)[N], long long v) {
    constexpr size_t kDigits = 20;  // the most an unsigned long long has
    char buf[N + 3 + 1 + kDigits];  // the key, the sign and the digits in one append
    char* p = KeyInto(k, buf);
    if (v < 0) {
      *p++ = '-';
      v = -v;
    }
    p = std::to_chars(p, p + kDigits, static_cast<unsigned long long>(v)).ptr;
    out_->append(buf, static_cast<size_t>(p - buf));
  }
  template <size_t N>
  void Raw(const char (&k)[N], std::string_view raw) {
    Key(k);
    out_->append(raw);
  }
  void Close() { out_->push_back('}'); }

 private:
  ObjectWriter(std::string* out, bool first) : out_(out), first_(first) {}
  // Writes `,"key":` (no comma for the first key) at buf (room for N + 2 bytes); returns
  // the end.
  template <size_t N>
  char* KeyInto(const char (&k)[N], char* buf) {
    if (!first_) *buf++ = ',';
    first_ = false;
    *buf++ = '"';
    std::memcpy(buf, k, N - 1);
    buf += N - 1;
    *buf++ = '"';
    *buf++ = ':';
    return buf;
  }

  std::string* out_;
  bool first_ = true;
};

// `],"confidence":C}`: the end of a fact's evidence list, its confidence with two decimals
// and the end of its object, in one append, where they were five (a bracket, the key, the
// number, the brace).
void AppendEvidenceEnd(double confidence, std::string* out) {
  constexpr std::string_view kKey = "],\"confidence\":";
  char buf[kKey.size() + 5];
  char* p = std::copy(kKey.begin(), kKey.end(), buf);
  // Two decimals without printf: confidence is in [0, 1].
  int hundredths = static_cast<int>(confidence * 100.0 + 0.5);
  hundredths = hundredths < 0 ? 0 : (hundredths > 100 ? 100 : hundredths);
  *p++ = static_cast<char>('0' + hundredths / 100);
  *p++ = '.';
  *p++ = static_cast<char>('0' + hundredths / 10 % 10);
  *p++ = static_cast<char>('0' + hundredths % 10);
  *p++ = '}';
  out->append(buf, static_cast<size_t>(p - buf));
}

// `{"kind":"work"` (after a ',' for every fact but the first) in one append, where the
// separator, the brace, the key and the name were four.
void OpenFact(FactKind kind, bool first, std::string* out) {
  constexpr std::string_view kOpen = ",{\"kind\":";
  constexpr size_t kLongestName = 16;  // "\"relationship\"" has 14 bytes
  static_assert(std::ranges::all_of(kQuotedKindNames, [](std::string_view q) { return q.size() <= kLongestName; }));
  char buf[kOpen.size() + kLongestName];
  char* p = std::copy(kOpen.begin() + (first ? 1 : 0), kOpen.end(), buf);
  const std::string_view name = kQuotedKindNames[static_cast<int>(kind)];
  p = std::copy(name.begin(), name.end(), p);
  out->append(buf, static_cast<size_t>(p - buf));
}

void AppendFact(const Fact& f, bool first, std::string* out) {
  OpenFact(f.kind, first, out);
  ObjectWriter w = ObjectWriter::Opened(out);
  switch (f.kind) {
    case FactKind::kWork:
      w.String("name", f.name);
      w.NonEmpty("type", f.type);
      break;
    case FactKind::kCast:
      w.String("actor", f.actor);
      w.String("character", f.character);
      w.NonEmpty("work", f.work);
      break;
    case FactKind::kCrew:
      w.String("person", f.person);
      w.String("role", f.role);
      w.NonEmpty("work", f.work);
      break;
    case FactKind::kAiring:
      w.String("work", f.work);
      w.NonEmpty("network", f.network);
      w.NonEmpty("occasion", f.occasion);
      if (f.season) w.Number("season", *f.season);
      if (f.episode) w.Number("episode", *f.episode);
      w.NonEmpty("weekday", f.weekday);
      w.NonEmpty("date", f.date);
      w.NonEmpty("time", f.time);
      w.NonEmpty("timezone", f.timezone);
      break;
    case FactKind::kQuote:
      w.String("speaker", f.speaker);
      w.String("text", f.text);
      if (!f.evidence.empty()) {
        w.Number("start", static_cast<long long>(f.evidence[0].start));
        w.Number("end", static_cast<long long>(f.evidence[0].end));
      }
      break;
    case FactKind::kRelationship:
      w.String("a", f.a);
      w.String("b", f.b);
      w.String("type", f.type);
      w.NonEmpty("status", f.status);
      if (f.season) w.Number("season", *f.season);
      break;
    case FactKind::kEvent: {
      w.String("type", f.type);
      w.Key("participants");
      out->push_back('[');
      for (size_t i = 0; i < f.participants.size(); ++i) {
        if (i) out->push_back(',');
        AppendJsonString(f.participants[i], out);
      }
      out->push_back(']');
      if (f.season) w.Number("season", *f.season);
      if (f.spoiler) w.Raw("spoiler", *f.spoiler ? "true" : "false");
      break;
    }
    case FactKind::kAttribute:
      w.String("entity", f.entity);
      w.String("attribute", f.attribute);
      w.String("value", f.value);
      break;
    case FactKind::kAppearsIn:
      w.String("character", f.character);
      w.String("work", f.work);
      break;
  }
  w.Key("evidence");
  for (size_t i = 0; i < f.evidence.size(); ++i) AppendSpan(f.evidence[i], i == 0 ? '[' : ',', out);
  if (f.evidence.empty()) out->push_back('[');
  AppendEvidenceEnd(f.confidence, out);  // closes the fact's object too
}

}  // namespace

void AppendDocumentJson(const Document& doc, const std::vector<Fact>& facts, std::string* out) {
  out->append("{\"doc\":");
  {
    ObjectWriter w(out);
    w.String("id", doc.id);
    w.Optional("title", doc.meta.title);
    w.Optional("outlet", doc.meta.outlet);
    w.Optional("author", doc.meta.author);
    w.Optional("published", doc.meta.published);
    w.Optional("url", doc.meta.url);
    w.Close();
  }
  out->append(",\"facts\":[");
  for (size_t i = 0; i < facts.size(); ++i) AppendFact(facts[i], /*first=*/i == 0, out);
  out->append("]}\n");
}

Result<FactsRecord> ParseFactsRecord(std::string_view line) {
  auto j = nlohmann::json::parse(line, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded() || !j.is_object()) return Status::InvalidInput("not a JSON object");
  if (!j.contains("doc") || !j["doc"].is_object() || !j["doc"].contains("id"))
    return Status::InvalidInput("record has no doc.id");
  FactsRecord rec;
  const auto& id = j["doc"]["id"];
  rec.doc_id = id.is_string() ? id.get<std::string>() : id.dump();
  if (!j.contains("facts")) return rec;
  if (!j["facts"].is_array()) return Status::InvalidInput("facts is not an array");
  for (const auto& jf : j["facts"]) {
    if (!jf.is_object() || !jf.contains("kind") || !jf["kind"].is_string())
      return Status::InvalidInput("a fact has no kind");
    auto kind = ParseFactKind(jf["kind"].get<std::string>());
    if (!kind) return Status::InvalidInput("unknown fact kind \"" + jf["kind"].get<std::string>() + "\"");
    Fact f;
    f.kind = *kind;
    auto str = [&](const char* key) -> std::string {
      auto it = jf.find(key);
      if (it == jf.end() || it->is_null()) return {};
      if (it->is_string()) return it->get<std::string>();
      return it->dump();
    };
    auto num = [&](const char* key) -> std::optional<int> {
      auto it = jf.find(key);
      if (it == jf.end() || !it->is_number_integer()) return std::nullopt;
      return it->get<int>();
    };
    bool is_work = f.kind == FactKind::kWork;
    f.name = str("name");
    f.type = str("type");
    f.actor = str("actor");
    f.character = str("character");
    f.work = is_work ? "" : str("work");
    f.person = str("person");
    f.role = str("role");
    f.network = str("network");
    f.occasion = str("occasion");
    f.weekday = str("weekday");
    f.date = str("date");
    f.time = str("time");
    f.timezone = str("timezone");
    f.season = num("season");
    f.episode = num("episode");
    f.speaker = str("speaker");
    f.text = str("text");
    f.a = str("a");
    f.b = str("b");
    f.status = str("status");
    if (auto it = jf.find("participants"); it != jf.end() && it->is_array())
      for (const auto& p : *it)
        if (p.is_string()) f.participants.push_back(p.get<std::string>());
    if (auto it = jf.find("spoiler"); it != jf.end() && it->is_boolean()) f.spoiler = it->get<bool>();
    f.entity = str("entity");
    f.attribute = str("attribute");
    f.value = str("value");
    if (auto it = jf.find("evidence"); it != jf.end() && it->is_array())
      for (const auto& e : *it)
        if (e.is_object() && e.contains("start") && e.contains("end") && e["start"].is_number_unsigned() &&
            e["end"].is_number_unsigned())
          f.evidence.push_back({e["start"].get<size_t>(), e["end"].get<size_t>()});
    if (auto it = jf.find("confidence"); it != jf.end() && it->is_number()) f.confidence = it->get<double>();
    bool optional = false;
    if (auto it = jf.find("optional"); it != jf.end() && it->is_boolean()) optional = it->get<bool>();
    rec.facts.push_back(std::move(f));
    rec.optional.push_back(optional);
  }
  return rec;
}

}  // namespace showgraph

// Mentions: networks, names of people and characters, and how short names resolve.
#include <algorithm>
#include <cctype>
#include <memory>
#include <unordered_set>

#include "extract/calendar.h"
#include "extract/context.h"
#include "syntax/shallow.h"
#include "text/chars.h"

namespace showgraph::extract {

bool IsCompanyName(std::string_view name) {
  static constexpr std::string_view kCompanyWords[] = {
      "Pictures", "Studios", "Studio", "Productions", "Films", "Entertainment", "Television", "Media", "Group",
      "Company", "Industries", "TV", "Animation", "Content", "Inc", "Inc.", "Ltd", "Ltd.", "LLC", "Corp",
      "Corp.", "Corporation", "Holdings", "Enterprises", "Beauty", "Bank", "Motors", "Foods",
      // (a family firm in the story: "built Gagloev Haulage around a borrowed truck")
      "Haulage", "Trucking", "Logistics", "Freight", "Shipping", "Construction", "Realty", "Timber",
      "Brewing", "Brewery", "Distillery", "Winery", "Vineyards", "Fisheries", "Dairy", "Associates",
      // (a family's airline or fleet: "Yakeleya Air", "Sangris Aviation")
      "Air", "Airlines", "Airways", "Aviation", "Charters", "Outfitters", "Marine", "Mining",
      // (a family's farm or shop: "built Arguello Farms out of forty rented acres", "Lukong Cabs")
      "Farms", "Farm", "Orchards", "Ranch", "Cabs", "Taxis", "Bakery", "Cannery", "Mills", "Hardware", "Garage"};
  // (A set: every name a pattern looks at is asked, and a pass over the list cost some
  // 400 instructions a name.)
  static const std::unordered_set<std::string_view, StringHash> kCompanyWordSet(std::begin(kCompanyWords),
                                                                                std::end(kCompanyWords));
  std::string_view last = name.substr(name.rfind(' ') + 1);
  // ("Studio Kakitsubata": a studio's word may come first too.)
  const std::string_view first = name.substr(0, name.find(' '));
  if (first == "Studio" || first == "Studios") return true;
  return kCompanyWordSet.count(last) > 0;
}

const NameRun* NomineeBefore(const DocContext& ctx, size_t for_tok, size_t first) {
  if (for_tok <= first || !ctx.IsLower(for_tok, "for")) return nullptr;
  const NameRun* nominee = nullptr;
  size_t k = for_tok;
  for (; k > first && k + 16 > for_tok && !nominee; --k) {
    const Token& t = ctx.T(k - 1);
    if (const NameRun* r = ctx.NameEndingAt(k - 1)) {
      // "for Outstanding Lead Actress in a Drama": the category, not the nominee.
      Word w0 = ctx.Lower(r->first);
      // ("for a Golden Globe", "an Emmy": an award after an article, not the nominee.)
      const bool award = r->first > first && (ctx.IsLower(r->first - 1, "a") || ctx.IsLower(r->first - 1, "an") ||
                                              ctx.IsLower(r->first - 1, "the"));
      if (w0 == "outstanding" || w0 == "best" || w0 == "lead" || w0 == "supporting" || award) {
        k = r->first + 1;
        continue;
      }
      if (ctx.masked[r->first]) return nullptr;
      nominee = r;
      break;
    }
    Word w = ctx.Lower(k - 1);
    // Only the award's own words between: no other verb of playing, no quotation.
    // ("nominated as supporting actress for playing": a category after "as" is passed.)
    const bool as_part = w == "as" && ctx.T(k).Has(kCapitalized);
    if (t.Has(kQuoteMark) || IsPlayVerb(w) || as_part || ctx.Is(k - 1, ";") || ctx.Is(k - 1, ".")) return nullptr;
  }
  if (!nominee) return nullptr;
  // The sentence is about an award: "nominated", "won", "nomination" before the "for".
  for (size_t m = for_tok > first + 60 ? for_tok - 60 : first; m < for_tok; ++m) {  // (bounded: linear on hostile text)
    Word w = ctx.Lower(m);
    if (w == "nominated" || w == "won" || w == "wins" || w == "honored" || w == "honoured" || w == "shortlisted" ||
        w == "nominee" || w == "nominees" || w == "nomination" || w == "nominations" || w == "nod" || w == "nods" ||
        w == "winner" || w == "winners" || w == "award" || w == "trophy" || w == "prize")
      return nominee;
    // "X took best actress in a drama for playing Y", "X took home the prize for ...".
    if ((w == "took" || w == "takes" || w == "picked" || w == "claimed" || w == "collected") && m + 1 < for_tok &&
        (ctx.IsLower(m + 1, "best") || ctx.IsLower(m + 1, "home") || ctx.IsLower(m + 1, "up") ||
         ctx.IsLower(m + 1, "outstanding")))
      return nominee;
  }
  return nullptr;
}

namespace {
// Whether FoldSpaces leaves s as it is: no white space at either end, no '\n', '\t' or
// '\r', no two spaces in a row. (Names and titles mostly are: one test per byte rules
// out every byte above ' ', and only those up to it are looked at closely.)
bool IsFolded(std::string_view s) {
  if (s.empty() || s.front() == ' ' || s.back() == ' ') return false;
  for (size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    if (static_cast<unsigned char>(c) > ' ') continue;
    if (c == '\n' || c == '\t' || c == '\r' || (c == ' ' && s[i + 1] == ' ')) return false;
  }
  return true;
}
}  // namespace

std::string FoldSpaces(std::string_view s) {
  if (IsFolded(s)) return std::string(s);
  // Written through a pointer into a buffer sized once: the result is never longer.
  std::string out(s.size(), '\0');
  char* o = out.data();
  bool space = false;
  for (char c : s) {
    if (c == ' ' || c == '\n' || c == '\t' || c == '\r') {
      space = o != out.data();
      continue;
    }
    if (space) *o++ = ' ';
    space = false;
    *o++ = c;
  }
  out.resize(static_cast<size_t>(o - out.data()));
  return out;
}

std::string_view FoldedView(std::string_view s, std::string* scratch) {
  if (IsFolded(s)) return s;
  *scratch = FoldSpaces(s);
  return *scratch;
}

DocContext::DocContext(const Document& d, const AnnotatedText& a)
    : doc(d), at(a), lex(Lexicon::Get()), tokens_(a.tokens.data()), token_count_(a.tokens.size()),
      // Sixteen bytes past the end, so that any word's look-up may load 16 bytes in place.
      lower_text_(ToLowerPadded(a.text, 16)) {
  // (The loops over every token read the kept count and array: at.tokens.size() divides
  // by the 12-byte Token at every step.)
  text_keys_ = std::make_unique_for_overwrite<uint64_t[]>(token_count_);
  lower_keys_ = std::make_unique_for_overwrite<uint64_t[]>(token_count_);
  lexflags_ = std::make_unique_for_overwrite<uint16_t[]>(token_count_);
  // In batches: pack, hash and prefetch, then look up (the table is larger than the
  // cache). One pass over the tokens fills the keys and hashes the words, where a pass of
  // its own for the keys read every token twice.
  constexpr size_t kBatch = 32;
  uint64_t hashes[kBatch];
  // (What the loops read, in locals: a store of a key, a uint64_t, may alias any size_t
  // member, the text's size among them, and each was loaded again after every store.)
  const Token* const tokens = tokens_;
  const char* const text = at.text.data();
  const size_t text_size = at.text.size();
  const char* const lower = lower_text_.data();
  uint64_t* const text_keys = text_keys_.get();
  uint64_t* const lower_keys = lower_keys_.get();
  uint16_t* const lexflags = lexflags_.get();
  const size_t count = token_count_;
  for (size_t base = 0; base < count; base += kBatch) {
    const size_t end = std::min(count, base + kBatch);
    for (size_t i = base; i < end; ++i) {
      const Token& t = tokens[i];
      const size_t n = t.end - t.start;
      if (n > kKeyBytes) {
        text_keys[i] = lower_keys[i] = kLongKey;
        // (A longer word is hashed in place: the lower-case text is padded.)
        if (t.kind == TokenKind::kWord) {
          hashes[i - base] = WordClassTable::HashPadded(lower + t.start, n);
          lex.classes.Prefetch(hashes[i - base]);
        }
        continue;
      }
      const uint64_t mask = n == kKeyBytes ? ~uint64_t{0} : (uint64_t{1} << (8 * n)) - 1;
      uint64_t bytes;  // the padding above keeps this load inside the string
      std::memcpy(&bytes, lower + t.start, sizeof bytes);
      lower_keys[i] = bytes & mask;
      // The text itself has no padding: near its end, the bytes one at a time.
      if (t.start + sizeof bytes <= text_size) {
        std::memcpy(&bytes, text + t.start, sizeof bytes);
        text_keys[i] = bytes & mask;
      } else {
        text_keys[i] = PackedWord(text + t.start, n);
      }
      // (A word of up to eight bytes is hashed and found from its packed key.)
      if (t.kind == TokenKind::kWord) {
        hashes[i - base] = WordClassTable::HashPacked(lower_keys[i], n);
        lex.classes.Prefetch(hashes[i - base]);
      }
    }
    for (size_t i = base; i < end; ++i) {
      const Token& t = tokens[i];
      if (t.kind != TokenKind::kWord) {
        lexflags[i] = 0;
        continue;
      }
      const size_t n = t.end - t.start;
      lexflags[i] = n <= kKeyBytes ? lex.classes.FindPacked(lower_keys[i], n, hashes[i - base])
                                   : lex.classes.FindPadded(lower + t.start, n, hashes[i - base]);
    }
  }
  sentence_of_ = std::make_unique_for_overwrite<uint32_t[]>(count);
  sentence_cues_.assign(at.sentences.size(), 0);
  // (The keys compared in locals, and a sentence's word classes gathered by one OR per
  // token and tested once per sentence: the members were loaded again after every store.)
  constexpr uint64_t kOpenParen = PackedWord("(", 1), kOpenBracket = PackedWord("[", 1);
  constexpr uint64_t kFrom = PackedWord("from", 4), kComma = PackedWord(",", 1);
  uint32_t* const sentence_of = sentence_of_.get();
  // (A token before every sentence, were there one, would be the first sentence's, as the
  // zero-filled array had it; Annotate puts every token in a sentence.)
  uint32_t covered = 0;
  for (uint32_t s = 0; s < at.sentences.size(); ++s) {
    const uint32_t first = at.sentences[s].first_token, end = at.sentences[s].end_token;
    if (first > covered) std::fill(sentence_of + covered, sentence_of + first, 0);
    std::fill(sentence_of + first, sentence_of + end, s);
    covered = std::max(covered, end);
    uint16_t classes = 0;
    bool mark_seen = false, from_credit = false;
    for (uint32_t t = first; t < end; ++t) {
      classes |= lexflags[t];
      const Token& tok = tokens[t];
      const uint64_t key = text_keys[t];
      // Cast: a casting word, a bracket ("Nora (Actor)") or a possessive ("Actor's Character").
      // (A possessive is a word token, a bracket a mark: one test of the kind picks which.)
      const bool mark = tok.kind == TokenKind::kPunct ? key == kOpenParen || key == kOpenBracket
                                                      : tok.Has(kPossessive);
      if (mark) {
        marks_.push_back(t);
        mark_seen = true;
      }
      // ('the legal drama "Quillbrook," from Dara Fenn': "from" after a title names its maker.)
      if (key == kFrom && t > 0 && (text_keys[t - 1] == kComma || tokens[t - 1].Has(kQuoteMark))) from_credit = true;
    }
    uint8_t cues = 0;
    if ((classes & kWordCastCue) || mark_seen) cues |= kCueCast;
    if ((classes & (kWordCrewCue | kWordRoleStart)) || from_credit) cues |= kCueCrew;
    sentence_cues_[s] = cues;
  }
  if (count > covered) std::fill(sentence_of + covered, sentence_of + count, 0);
  by_part_.reserve(64);  // a typical article's names, without rehashing as they come
  masked.assign(at.tokens.size(), 0);
  name_starting_at.assign(at.tokens.size(), -1);
  name_ending_at.assign(at.tokens.size(), -1);
}

const std::string& DocContext::MainWork() const {
  static const std::string kNone;
  return main_work >= 0 ? works[static_cast<size_t>(main_work)].name : kNone;
}

const WorkMention* DocContext::WorkNamed(std::string_view name) const {
  for (const WorkMention& w : works)
    if (w.name == name) return &w;
  return nullptr;
}

const std::string& DocContext::WorkHere(size_t tok) const {
  if (tok < size()) {
    const uint32_t s = SentenceOf(tok);
    if (s < section_work.size() && section_work[s] >= 0) return works[static_cast<size_t>(section_work[s])].name;
    // In an article about several series, a sentence that names none goes on about the
    // one the sentence before is about, the first it names ("Netflix drops the second
    // season of 'Foo'. Ann Lee is back as the prosecutor Ida Moss": Foo's part; "Foo
    // premieres Tuesday following Bar. Ann Lee stars": Foo's), unless the article names that one
    // only once, as a past credit does ("who ran the comedy 'Bar' for three seasons"), or
    // names it only to modify a noun ("Bar creator Ann Lee will produce the spinoff").
    int series = 0;
    for (const WorkMention& w : works) series += w.emit && w.type == "series";
    if (series >= 2 && FirstWorkIn(*this, at.Slice(at.sentences[s].span)).empty()) {
      const uint32_t paragraph = at.sentences[s].paragraph;
      // The show a stretch is about, or the main work when that is no series the article
      // keeps to; nullptr when the stretch names no show.
      auto topic_of = [this](Span span, bool in_headline) -> const std::string* {
        const WorkMention* m = WorkNamed(TopicWorkIn(*this, at.Slice(span)));
        if (!m) return nullptr;
        return m->type == "series" && m->mentions >= 2 &&
                       (!in_headline || (doc.meta.title && doc.meta.title->find(m->name) != std::string::npos))
                   ? &m->name
                   : &MainWork();
      };
      uint32_t k = s;
      for (; k-- > 0 && k + 4 > s && at.sentences[k].paragraph == paragraph;)
        if (const std::string* w = topic_of(at.sentences[k].span, false)) return *w;
      // (A paragraph that names no show yet, a quotation's or a creator's after the
      // paragraph about one, goes on about the show the paragraph before is about when the
      // headline names that show too: a bio's past credits do not carry over.)
      if (k < s && at.sentences[k].paragraph + 1 == paragraph &&
          at.paragraphs[paragraph - 1].kind == at.paragraphs[paragraph].kind)
        if (const std::string* w = topic_of(at.paragraphs[paragraph - 1].span, true)) return *w;
    }
  }
  return MainWork();
}

const NetworkMention* DocContext::MaskedNetworkAt(size_t tok) const {
  auto it = std::lower_bound(networks.begin(), networks.end(), tok,
                             [](const NetworkMention& n, size_t t) { return n.first < t; });
  return it != networks.end() && it->first == tok ? &*it : nullptr;
}

void DocContext::SentenceWords(uint32_t s, std::vector<syntax::Word>* words) const {
  const Sentence& sent = at.sentences[s];
  words->assign(sent.end_token - sent.first_token, syntax::Word{});
  // (The arrays in locals: a store of a word's view, a pointer and a size, may alias the
  // context's own pointers and sizes, which Lower and Tok read again after each.)
  syntax::Word* const out = words->data();
  const Token* const tokens = tokens_;
  const char* const text = at.text.data();
  const char* const lower = lower_text_.data();
  const size_t first = sent.first_token, end = sent.end_token;
  for (size_t k = first; k < end; ++k) {
    syntax::Word& w = out[k - first];
    const Token& t = tokens[k];
    w.lower = std::string_view(lower + t.start, t.end - t.start);  // Lower(k)
    w.capitalized = t.Has(kCapitalized);
    w.sentence_start = k == first;
    const std::string_view tok(text + t.start, t.end - t.start);  // Tok(k)
    w.possessive = t.Has(kPossessive) ||
                   ((tok == "'" || tok == "\u2019") && k > 0 && tokens[k - 1].end == t.start);  // "Sims'"
    w.number = t.kind == TokenKind::kNumber;
    w.punct = t.kind == TokenKind::kPunct;
  }
  for (size_t k = sent.first_token; k < sent.end_token; ++k) {
    const NameRun* r = NameAt(k);
    if (!r) r = NameAfterTitle(k);
    if (!r) continue;
    for (size_t m = k; m < r->end && m < sent.end_token; ++m) (*words)[m - sent.first_token].name = true;
    k = r->end - 1;
  }
}

Span DocContext::SentenceSpanOf(size_t tok) const {
  if (at.sentences.empty() || tok >= at.tokens.size()) return {0, 0};
  return at.sentences[SentenceOf(tok)].span;
}

void DocContext::AddPart(std::string_view part, size_t full_name) {
  auto it = by_part_.find(part);
  if (it == by_part_.end()) it = by_part_.emplace(std::string(part), std::vector<size_t>{}).first;
  it->second.push_back(full_name);
}

namespace {
// "Jr.", "Sr", "III": the suffix after a surname that names a generation.
bool IsGenerationSuffix(std::string_view w) {
  if (w.ends_with('.')) w.remove_suffix(1);
  return w == "Jr" || w == "Sr" || w == "II" || w == "III" || w == "IV";
}
}  // namespace

void DocContext::AddFullName(const std::string& full) {
  // (A name registered already changes no resolution: the cache is kept.)
  if (std::find(full_names_.begin(), full_names_.end(), full) != full_names_.end()) return;
  resolved_.clear();
  size_t idx = full_names_.size();
  full_names_.push_back(full);
  size_t sp = full.find(' ');
  size_t last = full.rfind(' ');
  if (sp == std::string::npos) return;
  AddPart(std::string_view(full).substr(0, sp), idx);
  const std::string_view final_word = std::string_view(full).substr(last + 1);
  AddPart(final_word, idx);
  // "Walenty Przybylski Jr.": the surname is the word before the generation's suffix.
  if (IsGenerationSuffix(final_word) && last > sp) {
    const size_t before = full.rfind(' ', last - 1);
    AddPart(std::string_view(full).substr(before + 1, last - before - 1), idx);
  }
}

void DocContext::AddNickname(const std::string& nick, const std::string& full) {
  resolved_.clear();
  auto it = std::find(full_names_.begin(), full_names_.end(), full);
  if (it == full_names_.end() || nick.empty()) return;
  AddPart(nick, static_cast<size_t>(it - full_names_.begin()));
  // "Wally Przybylski Jr." (a headline's) for "Walenty 'Wally' Przybylski Jr.": the
  // nickname's form of the name is the same person, not a second one sharing the surname.
  if (size_t sp = full.find(' '); sp != std::string::npos) {
    std::string form = nick + full.substr(sp);
    for (std::string& f : full_names_)
      if (f == form) f = full;
    nickname_forms_.push_back({std::move(form), full});
  }
}

// The particles that open a surname: "Ó Faoláin", "Mac Suibhne", "van der Berg", "de la Cruz".
bool IsSurnameParticle(std::string_view w) {
  static constexpr std::string_view kParticles[] = {
      "\u00d3", "O", "N\u00ed", "Nic", "Mac", "Mc", "Ua", "Van", "van", "Von", "von", "De", "de", "Del", "del",
      "Della", "della", "Da", "da", "Di", "di", "Du", "du", "La", "la", "Le", "le", "Ter", "ter", "Ten", "ten",
      "St.", "Bin", "bin", "Al", "al", "El", "el", "Ibn", "ibn", "Bint", "bint", "Af", "af", "Ap", "ap"};
  if (w.size() > 5) return false;  // (the longest particle, "Della", has five bytes)
  static const std::unordered_set<std::string_view, StringHash> kSet(std::begin(kParticles), std::end(kParticles));
  return kSet.count(w) > 0;
}

std::vector<std::string> DocContext::FullNamesWithPart(std::string_view part) const {
  std::vector<std::string> out;
  if (auto it = by_part_.find(part); it != by_part_.end())
    for (size_t f : it->second)
      if (std::find(out.begin(), out.end(), full_names_[f]) == out.end()) out.push_back(full_names_[f]);
  return out;
}

bool DocContext::HasFullNameWithPart(std::string_view part) const {
  auto it = by_part_.find(part);
  return it != by_part_.end() && !it->second.empty();
}

std::string DocContext::Resolve(const std::string& name) const {
  if (auto it = resolved_.find(name); it != resolved_.end()) return it->second;
  std::string full = ResolveUncached(name);
  resolved_.emplace(name, full);
  return full;
}

std::string DocContext::ResolveUncached(const std::string& name) const {
  if (size_t sp = name.find(' '); sp != std::string::npos) {
    // "Ó Faoláin", "Van Buren": a surname with a particle stands for the one full name
    // that ends with it.
    if (IsSurnameParticle(std::string_view(name).substr(0, sp))) {
      const std::string* only = nullptr;
      // (A sentence's first word is capitalized: "De la Torriente" is "Baudilio de la Torriente".)
      auto ends_with_name = [&name](const std::string& f) {
        if (f.size() <= name.size() + 1 || f[f.size() - name.size() - 1] != ' ') return false;
        const std::string_view tail = std::string_view(f).substr(f.size() - name.size());
        return tail.substr(1) == std::string_view(name).substr(1) && (tail[0] | 0x20) == (name[0] | 0x20);
      };
      for (const auto& f : full_names_)
        if (ends_with_name(f)) {
          if (only && *only != f) return name;  // two people share it
          only = &f;
        }
      if (only) return *only;
    }
    for (const auto& [form, full] : nickname_forms_)
      if (form == name) return full;
    // "Lia Crane" -> "Lia M. Crane" when the document has the longer form (not "Umbu Lapu
    // Hambandima" -> "Umbu Ndilu Hambandima": a middle word of its own is another person).
    size_t last = name.rfind(' ');
    if (last != sp) return name;
    std::string_view first = std::string_view(name).substr(0, sp), final_word = std::string_view(name).substr(last + 1);
    auto it = by_part_.find(first);
    if (it != by_part_.end())
      for (size_t idx : it->second) {
        const std::string& f = full_names_[idx];
        if (f.size() > name.size() && f.starts_with(first) && f[first.size()] == ' ' && f.ends_with(final_word) &&
            f[f.size() - final_word.size() - 1] == ' ')
          return f;
      }
    return name;
  }
  auto it = by_part_.find(name);
  if (it == by_part_.end()) return name;
  // The longest distinct full name that contains the word; ambiguous when two full names
  // do not extend one another ("Lia Crane" vs "Tom Crane").
  const std::string* best = nullptr;
  for (size_t idx : it->second) {
    const std::string& f = full_names_[idx];
    if (!best) {
      best = &f;
      continue;
    }
    bool extends = f.find(*best) != std::string::npos || best->find(f) != std::string::npos;
    if (!extends) {
      // Prefer the one whose first word is the name (a first name is how people are
      // shortened in quotes' attributions only when unique; surnames likewise).
      // ("Wadih Chedid, Director ..., Dies at 86" ... "his daughter, Joumana Chedid" ...
      // "Chedid told this newspaper": the one the headline names is the article's subject.)
      return HeadlineNameWith(it->second, name);
    }
    if (f.size() > best->size()) best = &f;
  }
  return best ? *best : name;
}

std::string DocContext::FirstNamedWithSurname(const std::string& surname) const {
  auto it = by_part_.find(surname);
  if (it == by_part_.end()) return {};
  const std::string suffix = " " + surname;
  for (size_t idx : it->second)  // (in the order the article names them)
    if (full_names_[idx].ends_with(suffix)) return full_names_[idx];
  return {};
}

std::string DocContext::HeadlineNameWith(const std::vector<size_t>& candidates, const std::string& name) const {
  if (!doc.meta.title) return name;
  const std::string& title = *doc.meta.title;
  const std::string* found = nullptr;
  for (size_t idx : candidates) {
    const std::string& f = full_names_[idx];
    if (!f.ends_with(" " + name) || title.find(f) == std::string::npos) continue;
    if (found && *found != f) return name;
    found = &f;
  }
  return found ? *found : name;
}

void FindNetworks(DocContext& ctx) {
  const auto& table = ctx.lex.networks;
  const size_t n = ctx.size();
  std::string scratch;
  // Mentions of a network whose name is also a word, in no context that says which: each is
  // the network when the article names that network plainly elsewhere.
  std::vector<NetworkMention> waiting;
  // (Only words that may start a network's name, which every test below asks for.)
  for (size_t i = ctx.NextWith(0, kWordNetworkStart); i < n; i = ctx.NextWith(i + 1, kWordNetworkStart)) {
    const Token& t = ctx.T(i);
    if (t.kind == TokenKind::kPunct) continue;
    // Written with a capital: "HBO", "Netflix", "The CW", or inside the word: "tvN". (Not
    // an "iPlayer" alone: a catch-up service named after the broadcaster is a second home,
    // read with the broadcaster's name before it.) The flags first: most words are lower case.
    const auto capital_inside = [&] {
      const Word w = ctx.Tok(i);
      if (w.size() > 1 && w[0] == 'i' && w[1] >= 'A' && w[1] <= 'Z') return false;
      return std::any_of(w.begin(), w.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
    };
    const bool capital = t.Has(kCapitalized) || t.Has(kAllCaps) || (t.end - t.start == 3 && ctx.Tok(i) == "the");
    // (A lower-case word is looked at further only when it ends in a capital: "tvN", "truTV".)
    if (!capital && !(ctx.at.text[t.end - 1] >= 'A' && ctx.at.text[t.end - 1] <= 'Z' && capital_inside() &&
                      ctx.Has(i, kWordNetworkStart)))
      continue;
    if (!ctx.Has(i, kWordNetworkStart)) continue;  // most words start no network name
    // "the" starts a network only before a capital: "The CW", "the WB".
    if (ctx.IsLower(i, "the") && !(i + 1 < n && (ctx.T(i + 1).Has(kCapitalized) || ctx.T(i + 1).Has(kAllCaps))))
      continue;
    // Longest phrase first. When the longest candidate has only single spaces inside,
    // so has every shorter one, and all are looked up as they stand in the text.
    const size_t max_len = std::min(table.MaxTokensFrom(ctx.Lower(i)), n - i);
    if (max_len == 0) continue;
    std::string_view longest = ctx.at.text.substr(t.start, ctx.T(i + max_len - 1).end - t.start);
    const bool folded = FoldedView(longest, &scratch).data() == longest.data();
    for (size_t len = max_len; len >= 1; --len) {
      size_t last = i + len - 1;
      std::string_view span = ctx.at.text.substr(t.start, ctx.T(last).end - t.start);
      if (!folded && span.find('\n') != std::string_view::npos) continue;
      const std::string* canon = table.Find(folded ? span : FoldedView(span, &scratch));
      // ("HULU", "PRIME VIDEO": a section heading in capitals, a short line of its own.)
      if (!canon && t.Has(kAllCaps) && ctx.T(last).Has(kAllCaps) && span.size() >= 3) {
        const uint32_t s = ctx.SentenceOf(i);
        const Sentence& own = ctx.at.sentences[s];
        if (ctx.WholeParagraph(s) && own.end_token - own.first_token <= 4)
          canon = table.FindLower(ToLower(folded ? span : FoldedView(span, &scratch)));
      }
      if (!canon) continue;
      // A network name that is also an ordinary word ("Showtime", "Fox", "History")
      // or a given name needs a context: "on X", "X's", "X series".
      bool single = len == 1;
      bool undecided = false;
      bool ambiguous = single && !t.Has(kAllCaps) && ctx.Common(i);
      if (ambiguous) {
        Word prev = i > 0 ? ctx.Lower(i - 1) : Word();
        // A line that is the name alone is a heading ("Fox" over a roundup's section).
        const Sentence& own = ctx.at.sentences[ctx.SentenceOf(i)];
        bool alone = own.first_token == i && own.end_token == i + 1;
        // ("Peacock's Tumbleweed Tavern": a possessive before a title.)
        // ("Seven's new medical drama Jacaranda": or before a genre noun.)
        // ("Fox's 'Quincunx'": past the quotation mark.)
        const size_t title_at = i + 3 < n && ctx.T(i + 2).Has(kQuoteMark) ? i + 3 : i + 2;
        bool possessive = i + 1 < n && ctx.T(i + 1).Has(kPossessive) && ctx.T(title_at < n ? title_at : i).Has(kCapitalized);
        for (size_t k = i + 2; !possessive && i + 1 < n && ctx.T(i + 1).Has(kPossessive) && k < n && k < i + 6 &&
                               ctx.T(k).kind == TokenKind::kWord && !ctx.T(k).Has(kCapitalized);
             ++k)
          possessive = ctx.Has(k, kWordWorkNoun);
        // ("Mulgara, 7.30pm, Seven", "Returns: Thursday, Jan. 14, 8 p.m. ET, Fox (Season 3
        // premiere)": a listing line ends with its network.)
        const bool line_end = prev == "," && (own.end_token == i + 1 || ctx.Is(i + 1, "(")) &&
                              own.end_token - own.first_token <= 24 && ctx.EndsParagraph(ctx.SentenceOf(i));
        // ('"Cresset" (Fox), series premiere': the name alone in brackets after a title.)
        const bool bracketed = prev == "(" && ctx.Is(i + 1, ")") && i >= 2 && ctx.T(i - 2).Has(kQuoteMark);
        bool ok = alone || possessive || line_end || bracketed || prev == "on" || prev == "to" || prev == "at" || prev == "from" || prev == "by" || prev == "for" ||
                  ctx.IsLower(i + 1, "series") || ctx.IsLower(i + 1, "original") || ctx.IsLower(i + 1, "drama") ||
                  ctx.IsLower(i + 1, "comedy");
        // "Max will premiere the limited series ...", "Peacock has renewed ...": a sentence's
        // subject before a network's verb.
        if (!ok && own.first_token == i && i + 1 < n) {
          // ("Max, meanwhile, has canceled ...": past an adverb set off by commas.)
          size_t after = i + 1;
          if (ctx.Is(after, ",") && after + 2 < n && ctx.Is(after + 2, ",") && ctx.T(after + 1).kind == TokenKind::kWord &&
              !ctx.T(after + 1).Has(kCapitalized))
            after += 3;
          const size_t v = ctx.IsLower(after, "will") || ctx.IsLower(after, "has") ? after + 1 : after;
          const Word vw = ctx.Lower(v);
          ok = vw == "premiere" || vw == "premieres" || vw == "renewed" || vw == "renews" || vw == "canceled" ||
               vw == "cancelled" || vw == "cancels" || vw == "ordered" || vw == "orders" || vw == "debut" ||
               vw == "debuts" || vw == "launch" || vw == "launches" || vw == "stream" || vw == "streams" ||
               vw == "air" || vw == "airs" || vw == "set" || vw == "sets" || vw == "picked" || vw == "greenlit" ||
               vw == "released" || vw == "releases" || vw == "release" || vw == "dropped" || vw == "drops" ||
               // ("Fox moves "Mestia" to Saturdays at 9", "CBS repeats ...", "ABC carries ...")
               vw == "moves" || vw == "moved" || vw == "shifts" || vw == "pulls" || vw == "repeats" ||
               vw == "carries" || vw == "pushes" || vw == "preempts" || vw == "schedules" || vw == "scheduled";
        }
        // (Else it waits for the rest of the article: "Peacock has built its summer around
        // ..." names the network the headline and "on Peacock" name.)
        if (!ok) undecided = true;
      }
      // "Megan Fox": a capitalized word right before, in the same sentence, makes it a surname.
      if (i > 0 && ctx.SentenceOf(i - 1) == ctx.SentenceOf(i) && ctx.T(i - 1).Has(kCapitalized) &&
          !ctx.T(i - 1).Has(kSentenceStart) && ctx.Lower(i - 1) != "the" &&
          !ctx.NonName(i - 1) && ctx.T(i - 1).kind == TokenKind::kWord && single &&
          ctx.Proper(i))
        continue;
      if (undecided) {
        if (i > 0 && ctx.IsLower(i - 1, "without")) continue;  // ("For people without Peacock, NBC ...")
        waiting.push_back({static_cast<uint32_t>(i), static_cast<uint32_t>(i + len), *canon});
        continue;
      }
      ctx.networks.push_back({static_cast<uint32_t>(i), static_cast<uint32_t>(i + len), *canon});
      for (size_t k = i; k <= last; ++k) ctx.masked[k] = 1;
      i = last;
      break;
    }
  }
  if (waiting.empty()) return;
  const size_t plain = ctx.networks.size();
  for (const NetworkMention& w : waiting) {
    bool named_plainly = false;
    for (size_t k = 0; k < plain && !named_plainly; ++k) named_plainly = ctx.networks[k].name == w.name;
    if (!named_plainly) continue;
    ctx.networks.push_back(w);
    for (size_t k = w.first; k < w.end; ++k) ctx.masked[k] = 1;
  }
  std::sort(ctx.networks.begin(), ctx.networks.end(),
            [](const NetworkMention& a, const NetworkMention& b) { return a.first < b.first; });
}

namespace {

constexpr std::string_view kParticles[] = {"de", "van", "von", "der", "da", "del", "della", "la", "le", "di", "du",
                                           "bin", "al", "ter", "den", "dos", "das", "ibn", "bint", "af", "ap",
                                           // (Maasai "ole", Tuareg "ag", Hebrew "ben", Hassaniya "ould", Kikuyu "wa")
                                           "ole", "ag", "ben", "ould", "wa"};
constexpr WordFilter kParticlesFilter(kParticles);

// The list itself, out of line: IsParticle's filter answers most words first.
[[gnu::noinline]] bool ListedParticle(Word w) {
  for (std::string_view p : kParticles)
    if (w == p) return true;
  return false;
}

// (Inline: the name scan asks it of some 90,000 words a corpus, most of which the
// filter rules out.)
inline bool IsParticle(Word w) { return kParticlesFilter.MayContain(w) && ListedParticle(w); }

// An official's title that a place or an office may stand before ("Superior Court Judge").
bool IsOfficialsTitle(Word w) {
  return w == "judge" || w == "sheriff" || w == "detective" || w == "commissioner" || w == "senator" ||
         w == "mayor" || w == "governor" || w == "inspector" || w == "superintendent" || w == "constable";
}

// A romanized Korean given name: two syllables joined by a hyphen, the second in lower
// case ("Ye-rin", "Gyu-bin", "Seung-hwan"). Korean names put the surname first.
bool KoreanGivenName(const DocContext& ctx, size_t i) {
  const Token& t = ctx.T(i);
  if (t.kind != TokenKind::kWord || !t.Has(kCapitalized) || t.Has(kAllCaps)) return false;
  Word w = ctx.Tok(i);
  size_t dash = w.find('-');
  if (dash == std::string_view::npos || dash < 2 || dash + 3 > w.size() || w.size() > 12 || w[dash + 1] < 'a' ||
      w[dash + 1] > 'z' || w.find('-', dash + 1) != std::string_view::npos)
    return false;
  // Not an English compound of a place: "Jeju-born", "Seoul-based", "Busan-set".
  static constexpr std::string_view kSuffixes[] = {"born", "based", "bred", "raised", "set", "era", "style", "like",
                                                   "type", "made", "owned", "run", "led", "shaped", "themed", "bound"};
  const Word after = w.substr(dash + 1);
  return std::find(std::begin(kSuffixes), std::end(kSuffixes), after) == std::end(kSuffixes);
}

// An Arabic surname with its article in lower case: "al-Hamdani", "el-Sayed", "ad-Din".
bool ArticleSurname(const DocContext& ctx, size_t i) {
  const Word w = ctx.Tok(i);
  return w.size() >= 5 && w[0] >= 'a' && w[0] <= 'z' && w[2] == '-' && w[3] >= 'A' && w[3] <= 'Z' &&
         (w.starts_with("al-") || w.starts_with("el-") || w.starts_with("ad-") || w.starts_with("as-") ||
          w.starts_with("at-") || w.starts_with("az-") || w.starts_with("ar-"));
}

// A word in lower case is a name only as an article's surname after a capitalized given
// name ("Tariq al-Hamdani"). (Out of line: NameToken's test of a capital stays short.)
[[gnu::noinline]] bool LowerCaseNameToken(const DocContext& ctx, size_t i) {
  return i > 0 && ctx.T(i - 1).Has(kCapitalized) && ctx.T(i - 1).kind == TokenKind::kWord && ArticleSurname(ctx, i);
}

// Whether token i can be part of a person's or character's name.
bool NameToken(const DocContext& ctx, size_t i) {
  const Token& t = ctx.T(i);
  // (The capital first: most tokens have none, and the tests are pure, so only their order
  // changes. A token of five bytes or more has a third.)
  if (!t.Has(kCapitalized))
    return t.end - t.start >= 5 && ctx.at.text[t.start + 2] == '-' && !ctx.masked[i] && t.kind == TokenKind::kWord &&
           !t.Has(kPossessive) && LowerCaseNameToken(ctx, i);
  if (ctx.masked[i] || t.kind != TokenKind::kWord || t.Has(kPossessive)) return false;
  Word w = ctx.Tok(i);
  if (t.Has(kAllCaps) && w.size() > 3) return false;  // "WASP", "AIDS"
  Word lower = ctx.Lower(i);
  if (ctx.NonName(i)) {
    // A Korean surname before its given name ("Oh Gyu-bin", "Do Min-jae") is a name.
    if (i + 1 < ctx.size() && ctx.T(i + 1).Has(kCapitalized) && ctx.T(i + 1).start == t.end + 1 && lower != "a" &&
        lower != "an" && lower != "the" && KoreanGivenName(ctx, i + 1))
      return true;
    // Months are given names too when a surname follows: "June Hollis", "Dr. April Stone".
    // (The surname first: most such words, "The", "In", have none, and are not compared.)
    static constexpr std::string_view kMonthNames[] = {"april", "may", "june", "july", "august"};
    return i + 1 < ctx.size() && ctx.T(i + 1).kind == TokenKind::kWord && ctx.T(i + 1).Has(kCapitalized) &&
           !ctx.NonName(i + 1) && ctx.T(i + 1).start == t.end + 1 &&
           std::find(std::begin(kMonthNames), std::end(kMonthNames), lower) != std::end(kMonthNames);
  }
  // Contractions of pronouns: "I'm", "I've", "We'll", "They'd".
  for (size_t cut = 1; cut < lower.size(); ++cut) {
    // An apostrophe: ' or the lead byte of U+2019.
    if (lower[cut] != '\'' && static_cast<unsigned char>(lower[cut]) != 0xE2) continue;
    std::string_view rest = lower.substr(cut);
    bool mark = rest[0] == '\'' || rest.starts_with("\u2019");
    if (mark && ctx.lex.non_names.count(lower.substr(0, cut))) return false;
  }
  return true;
}

// An initial's letters, token i, its period right after it (IsInitial's test below).
[[gnu::noinline]] bool InitialBeforePeriod(const DocContext& ctx, size_t i) {
  Word w = ctx.Tok(i);
  if (w.size() == 1) return w[0] >= 'A' && w[0] <= 'Z';
  // Initials written together: "J.T. Sallowes", "A.J. Mendez" (one token "J.T" and the
  // final period). Not a place's or a body's: "U.S.", "L.A.", "D.C.".
  if (w.size() != 3 && w.size() != 5) return false;
  for (size_t k = 0; k < w.size(); ++k)
    if (k % 2 == 0 ? !(w[k] >= 'A' && w[k] <= 'Z') : w[k] != '.') return false;
  static constexpr std::string_view kPlaces[] = {"U.S", "U.K", "L.A", "D.C", "N.Y", "U.N", "E.U", "N.J", "S.F"};
  return std::find(std::begin(kPlaces), std::end(kPlaces), w) == std::end(kPlaces);
}

// An initial: "B." in "Lia B. Crane". (The period first, inline: the name scan asks this of
// every name token, and few stand before a period.)
bool IsInitial(const DocContext& ctx, size_t i) {
  return ctx.Is(i + 1, ".") && ctx.T(i + 1).start == ctx.T(i).end && InitialBeforePeriod(ctx, i);
}

bool IsAuxiliary(Word w) {
  static constexpr std::string_view kWords[] = {"will", "can", "could", "would", "should", "did", "does", "do", "is", "are",
                                       "was", "were", "has", "have", "had", "may", "might", "must", "shall"};
  static constexpr WordFilter kWordsFilter(kWords);
  if (!kWordsFilter.MayContain(w)) return false;
  for (std::string_view k : kWords)
    if (w == k) return true;
  return false;
}

// OrdinaryWord past its first tests: a word both common and proper, or one that opens its
// sentence.
[[gnu::noinline]] bool OrdinaryWordInContext(const DocContext& ctx, size_t i) {
  // ('Its chorus, "Love is cheap, the rent is not,"': a word that opens a quotation before
  // a lower-case word opens its sentence.)
  if (ctx.Common(i) && i > 0 && ctx.T(i - 1).Has(kQuoteMark) && ctx.T(i).Has(kInQuote) && i + 1 < ctx.size() &&
      ctx.T(i + 1).kind == TokenKind::kWord && !ctx.T(i + 1).Has(kCapitalized))
    return true;
  // ("Job: Minister of the village church.", "Father of Justina and Isaak.": a character
  // sheet's label, a kin noun before "of", opening a sentence.)
  if (ctx.T(i).Has(kSentenceStart) && i + 1 < ctx.size() &&
      ((ctx.Common(i) && ctx.Is(i + 1, ":")) || (ctx.IsLower(i + 1, "of") && ctx.lex.relations.count(ctx.Lower(i)))))
    return true;
  // ("Midway through the vows ...": a word that is also a place's name, opening a sentence
  // before a preposition of time or place, is the common word.)
  if (!ctx.Common(i) || !ctx.T(i).Has(kSentenceStart) || i + 1 >= ctx.size()) return false;
  static constexpr std::string_view kAfter[] = {"through", "into", "during", "across", "along", "past", "until"};
  const Word next = ctx.Tok(i + 1);
  return std::find(std::begin(kAfter), std::end(kAfter), next) != std::end(kAfter);
}

// A capitalized word that is an ordinary English word and not a name ("Newcomer", "Meanwhile").
// (The commonest answers inline: the name scan asks it of some 90,000 tokens a corpus, most
// of them no common word inside a sentence, which none of the other tests can hold for.)
inline bool OrdinaryWord(const DocContext& ctx, size_t i) {
  if (ctx.Common(i) && !ctx.Proper(i)) return true;
  if (!ctx.Common(i) && !ctx.T(i).Has(kSentenceStart)) return false;
  return OrdinaryWordInContext(ctx, i);
}

}  // namespace

// The first token at or after `from` that may be part of a name (name_token[k]), or n, the
// count of tokens; eight flags a step.
size_t NextNameToken(const bool* name_token, size_t n, size_t from) {
  size_t k = from;
  for (; k + 8 <= n; k += 8) {
    uint64_t eight;
    std::memcpy(&eight, name_token + k, sizeof eight);
    if (eight != 0) return k + static_cast<size_t>(__builtin_ctzll(eight)) / 8;
  }
  for (; k < n; ++k)
    if (name_token[k]) return k;
  return n;
}

// Whether an ordinary word opening a sentence before a one-word name (its run ending at
// `run_end`) is a given name on other evidence: the name is followed by an actor in brackets
// ("Delphinia Manigault (Ora Bell)"), or the word is capitalized as a name inside a story
// sentence elsewhere ("Delphinia's son").
static bool OpenerIsGivenName(const DocContext& ctx, const bool* name_token, size_t opener, size_t run_end) {
  const size_t n = ctx.size();
  if (run_end + 3 < n && ctx.Is(run_end, "(") && name_token[run_end + 1] && name_token[run_end + 2]) return true;
  const Word word = ctx.Lower(opener);
  for (size_t k = NextNameToken(name_token, n, 0); k < n; k = NextNameToken(name_token, n, k + 1)) {
    if (k == opener || ctx.Lower(k) != word || ctx.T(k).Has(kSentenceStart) || ctx.T(k).Has(kInQuote)) continue;
    if (ctx.KindOfSentence(ctx.SentenceOf(k)) != ParagraphKind::kStory) continue;
    // (Inside a capitalized run it may be a title's word: "the Still Waters crew".)
    if (k > 0 && ctx.T(k - 1).kind == TokenKind::kWord && ctx.T(k - 1).Has(kCapitalized)) continue;
    return true;
  }
  return false;
}

// Registers token k alone as a name run (a surname or a nickname met by itself).
static void AddOneWordRun(DocContext& ctx, size_t k) {
  NameRun run;
  run.first = static_cast<uint32_t>(k);
  run.end = static_cast<uint32_t>(k + 1);
  run.words = 1;
  run.text = std::string(ctx.Tok(k));
  ctx.name_starting_at[k] = static_cast<int32_t>(ctx.names.size());
  ctx.name_ending_at[k] = static_cast<int32_t>(ctx.names.size());
  ctx.names.push_back(std::move(run));
}

void FindNames(DocContext& ctx) {
  const size_t n = ctx.size();
  // Whether each token can be part of a name, decided once: the scan below asks about
  // the same tokens several times (lookahead past initials, particles, nicknames).
  // (bool, not uint8_t: a store of a char type may alias anything, and after each one the
  // loop read the context's members again. Not std::vector<bool>, whose flags are bits.)
  const auto name_token = std::make_unique<bool[]>(n);
  for (size_t k = 0; k < n; ++k) name_token[k] = NameToken(ctx, k);
  // A calendar word that is someone's given name: "Mar (Sofia Ortiz)", "June (Ana Reyes)":
  // a part with its actor in brackets. Its other mentions are the name too ("Mar is
  // engaged to ..."), where no date follows ("Mar. 5", "Mar 5").
  {
    std::vector<std::string_view> bracket_names;
    // (Only the tokens two before a name token are read, found eight flags a step; then
    // the bracket first: few tokens stand before one.)
    for (size_t k = 0; k + 3 < n && bracket_names.size() < 8; ++k) {
      k = NextNameToken(name_token.get(), n, k + 2) - 2;
      if (k + 3 >= n) break;
      if (ctx.T(k + 1).kind == TokenKind::kPunct && !name_token[k] && ctx.Is(k + 1, "(") &&
          ctx.T(k).kind == TokenKind::kWord && ctx.T(k).Has(kCapitalized) && ctx.NonName(k) && MonthOf(ctx.Lower(k)) &&
          std::find(bracket_names.begin(), bracket_names.end(), ctx.Lower(k)) == bracket_names.end())
        bracket_names.push_back(ctx.Lower(k));
    }
    for (size_t k = 0; k < n && !bracket_names.empty(); ++k)
      if (!name_token[k] && ctx.T(k).kind == TokenKind::kWord && ctx.T(k).Has(kCapitalized) &&
          std::find(bracket_names.begin(), bracket_names.end(), ctx.Lower(k)) != bracket_names.end() &&
          !(k + 1 < n && (ctx.Is(k + 1, ".") || ctx.T(k + 1).kind == TokenKind::kNumber)))
        name_token[k] = true;
  }
  auto is_name = [&name_token](size_t k) { return name_token[k]; };
  std::vector<std::pair<std::string, size_t>> nicknames;  // nickname, index of its run
  std::vector<size_t> lone_ordinary;  // tokens of one-word runs that are ordinary words ("Fell")
  std::vector<size_t> dropped_openers;  // ordinary words dropped before a name at a sentence start
  size_t i = 0;
  while (i < n) {
    // A run starts only at a name token or at a particle with one within two tokens after
    // it: the tokens more than two before the next name token are passed over at once.
    if (!is_name(i)) {
      const size_t next = NextNameToken(name_token.get(), n, i + 1);
      if (next > i + 2) i = next - 2;
      if (i >= n) break;
    }
    // "said de la Vega": a surname may open with its particles in lower case.
    // (The cheap tests first: a lower-case word of two to five letters, a name within two
    // tokens after it.)
    const bool particle_start = i + 1 < n && !is_name(i) && (is_name(i + 1) || (i + 2 < n && is_name(i + 2))) &&
                                ctx.T(i).end - ctx.T(i).start <= 5 && i > 0 && !is_name(i - 1) && IsParticle(ctx.Tok(i)) &&
                                (is_name(i + 1) || IsParticle(ctx.Tok(i + 1))) && !ctx.T(i + 1).Has(kSentenceStart);
    if (!particle_start && (!is_name(i) || (IsInitial(ctx, i) && !(i + 2 < n && is_name(i + 2))))) {
      ++i;
      continue;
    }
    const bool title_case = ctx.KindOfSentence(ctx.SentenceOf(i)) != ParagraphKind::kStory;
    // Titles before a name are not part of it: "Dr. Elliot Marsh", "Deputy Sam Trujillo".
    Word low = ctx.Lower(i);
    // ("Police Chief Pelayo", "Fire Chief Onni": a service's word before a title.)
    if ((low == "police" || low == "fire") && i + 2 < n && ctx.Honorific(i + 1) && ctx.T(i + 1).Has(kCapitalized) &&
        is_name(i + 2)) {
      i = i + 2;
      continue;
    }
    // ("Los Angeles Superior Court Judge Calvert Oduya", "Harris County Sheriff Ana Ruiz": a
    // place and an office before an official's title are no part of the name either.)
    for (size_t k = i + 1; k + 1 < n && k < i + 5 && ctx.T(k).kind == TokenKind::kWord && ctx.T(k).Has(kCapitalized);
         ++k)
      if (IsOfficialsTitle(ctx.Lower(k)) && is_name(k + 1) && ctx.T(k).start == ctx.T(k - 1).end + 1) {
        i = k;
        break;
      }
    if (ctx.Honorific(i) && ctx.T(i).Has(kCapitalized)) {
      size_t k = ctx.Is(i + 1, ".") ? i + 2 : i + 1;
      if (k < n && is_name(k)) {
        i = k;
        continue;
      }
    }
    // A question's auxiliary is not a given name: "Will Vivian turn out to be ...?"
    bool clause_start = ctx.T(i).Has(kSentenceStart) || (i > 0 && (ctx.Is(i - 1, ":") || ctx.T(i - 1).Has(kQuoteMark)));
    if (clause_start && IsAuxiliary(low) && i + 1 < n && is_name(i + 1)) {
      ++i;
      continue;
    }
    // Drop ordinary words at the start of a run: "Newcomer Jo Kell", "Meanwhile", and in
    // a title-case headline its verbs ("... Casts Ilse Tate"). A production role before a
    // name is not part of it either: "Co-showrunner Lena Vail".
    // (So is one that opens a quotation: '"Not Hallgrim," he says'.)
    const bool opens_quote = i > 0 && ctx.T(i - 1).Has(kQuoteMark) && ctx.T(i).Has(kInQuote);
    if ((ctx.Has(i, kWordRoleStart) ||
         (OrdinaryWord(ctx, i) && (ctx.T(i).Has(kSentenceStart) || title_case || opens_quote))) &&
        i + 1 < n &&
        is_name(i + 1) && ctx.T(i + 1).start == ctx.T(i).end + 1) {
      // (A story sentence's first word may yet be a given name: decided below.)
      if (!title_case && !ctx.Has(i, kWordRoleStart) && ctx.T(i).Has(kSentenceStart)) dropped_openers.push_back(i);
      ++i;
      continue;
    }
    size_t start = i, j = i;
    uint32_t words = 0;
    size_t nick_first = 0, nick_end = 0;  // a quoted nickname inside the name, tokens [first, end)
    while (j < n) {
      // "Augustin "Gus" Thibodeaux": the nickname is not part of the full name.
      // (The nickname may be a calendar word: Juniper "June" Hollis.) (The word after the
      // mark is read only at a quotation mark, where the test needs it, not at every word.)
      auto nick_word = [&] {
        const Token& nick = ctx.T(j + 1 < n ? j + 1 : j);
        return nick.kind == TokenKind::kWord && nick.Has(kCapitalized) && !ctx.masked[j + 1 < n ? j + 1 : j];
      };
      if (j > start && nick_end == 0 && j + 3 < n && ctx.T(j).Has(kQuoteMark) && nick_word() &&
          ctx.T(j + 2).Has(kQuoteMark) && is_name(j + 3) && ctx.T(j).start == ctx.T(j - 1).end + 1) {
        nick_first = j;
        nick_end = j + 3;
        j += 3;
        continue;
      }
      if (IsInitial(ctx, j) && j + 2 < n && is_name(j + 2)) {
        j += 2;  // "B." then the next word
        ++words;
        continue;
      }
      if (is_name(j) && (j == start || ctx.T(j).start <= ctx.T(j - 1).end + 1)) {
        // Only one sentence: a run never crosses a sentence start.
        if (j != start && ctx.T(j).Has(kSentenceStart)) break;
        // In title case every word is capitalized: there an ordinary word ends the name
        // ("Lia M. Crane Talks Nora").
        if (words >= 1 && title_case && OrdinaryWord(ctx, j)) break;
        ++j;
        ++words;
        continue;
      }
      // "van Dijk", and two particles: "de la Torriente", "van der Berg".
      if ((j != start || particle_start) && IsParticle(ctx.Tok(j)) && j + 1 < n &&
          (is_name(j + 1) || (IsParticle(ctx.Tok(j + 1)) && j + 2 < n && is_name(j + 2)))) {
        ++j;
        continue;
      }
      break;
    }
    if (j == start) {
      ++i;
      continue;
    }
    // A generational suffix ends a full name: "Aloysius Ravenel Jr.", "Cleavon Haywood III".
    // "De la Vega" opening a sentence is a surname: its particle is no given name.
    if (words >= 2 && ctx.T(start).Has(kCapitalized) && IsParticle(ctx.Lower(start)) && start + 1 < j &&
        IsParticle(ctx.Tok(start + 1)))
      --words;
    // ("Jr" may already be a word of the run; its period is not.)
    if (words >= 2 && j < n && ctx.T(j).start == ctx.T(j - 1).end + 1) {
      const Word suffix = ctx.Tok(j);
      if (IsGenerationSuffix(suffix)) ++j;
    }
    if (words >= 2 && (ctx.Tok(j - 1) == "Jr" || ctx.Tok(j - 1) == "Sr") && j < n && ctx.Is(j, ".") &&
        ctx.T(j).start == ctx.T(j - 1).end)
      ++j;
    // A lone ordinary word is not a name ("Newcomer", "Regardless"), unless the document
    // writes it as someone's surname too (decided below, once full names are known).
    if (words == 1 && OrdinaryWord(ctx, start)) {
      if (!IsAuxiliary(low)) lone_ordinary.push_back(start);
      i = j;
      continue;
    }
    NameRun run;
    run.first = static_cast<uint32_t>(start);
    run.end = static_cast<uint32_t>(j);
    run.words = words;
    if (nick_end > j) nick_end = 0;  // the name ended inside the quotes: no nickname
    if (nick_end) {
      nicknames.push_back({std::string(ctx.Tok(nick_first + 1)), ctx.names.size()});
      std::string_view before = ctx.at.text.substr(ctx.T(start).start, ctx.T(nick_first).start - ctx.T(start).start);
      std::string_view after = ctx.at.text.substr(ctx.T(nick_end).start, ctx.T(j - 1).end - ctx.T(nick_end).start);
      run.text = FoldSpaces(std::string(before) + std::string(after));
    } else {
      run.text = FoldSpaces(ctx.at.text.substr(ctx.T(start).start, ctx.T(j - 1).end - ctx.T(start).start));
    }
    ctx.name_starting_at[start] = static_cast<int32_t>(ctx.names.size());
    ctx.name_ending_at[j - 1] = static_cast<int32_t>(ctx.names.size());
    ctx.names.push_back(std::move(run));
    i = j;
  }
  // "Clemency Gatward-Issa stars as ...": an ordinary word opening a sentence is a given
  // name after all when what follows is a one-word name the article never completes
  // ("Meanwhile Crane says" keeps Crane alone when "Lia Crane" is named elsewhere).
  std::vector<size_t> given_name_openers;  // runs so extended: full names, not places
  for (size_t opener : dropped_openers) {
    const int32_t idx = ctx.name_starting_at[opener + 1];
    if (idx < 0) continue;
    NameRun& run = ctx.names[static_cast<size_t>(idx)];
    if (run.words != 1) continue;
    const std::string& surname = run.text;
    // ("Only Blodwen isn't raising a glass" after "Blodwen Sowerbutts": the word is the
    // given name of someone named in full, and the opener stays an ordinary word.) But an
    // opener the article also writes as a name inside a sentence ("Delphinia's son"), or
    // one whose name is followed by its actor in brackets, is a given name whatever else
    // the surname completes.
    bool completed = !OpenerIsGivenName(ctx, name_token.get(), opener, run.end) && std::any_of(ctx.names.begin(), ctx.names.end(), [&](const NameRun& other) {
      return other.words >= 2 && other.text.size() > surname.size() + 1 &&
             (other.text.ends_with(" " + surname) || other.text.starts_with(surname + " "));
    });
    if (completed) continue;
    ctx.name_starting_at[opener + 1] = -1;
    ctx.name_starting_at[opener] = idx;
    given_name_openers.push_back(static_cast<size_t>(idx));
    run.first = static_cast<uint32_t>(opener);
    run.words = 2;
    run.text = FoldSpaces(ctx.at.text.substr(ctx.T(opener).start, ctx.T(run.end - 1).end - ctx.T(opener).start));
  }
  // People seen speaking: "NAME says", "says NAME" (resolved after full names are known).
  // (Texts, not pointers: more runs are added to ctx.names below.)
  std::vector<std::string> speaking;
  for (size_t k = ctx.NextWith(0, kWordSpeech); k < n; k = ctx.NextWith(k + 1, kWordSpeech)) {
    if (ctx.T(k).kind != TokenKind::kWord || !ctx.SpeechVerb(k)) continue;
    if (const NameRun* r = k > 0 ? ctx.NameEndingAt(k - 1) : nullptr) {
      speaking.push_back(r->text);
    } else if (k > 0 && ctx.Is(k - 1, ",")) {
      // "Dunleavy-Bell, for her part, says": the name before the inserted phrase.
      for (size_t m = k - 1; m > 1 && m + 8 > k; --m)
        if (ctx.Is(m - 1, ",")) {
          if (const NameRun* r3 = ctx.NameEndingAt(m - 2)) speaking.push_back(r3->text);
          break;
        }
    } else if (const NameRun* r2 = ctx.NameAt(k + 1); r2 && !(r2->end < n && ctx.T(r2->end).Has(kPossessive)) &&
                                                      !ctx.IsLower(k, "told") && !ctx.IsLower(k, "tells") &&
                                                      !ctx.IsLower(k, "telling")) {
      speaking.push_back(r2->text);  // "says Crane", but not "says Lorraine's reputation" or "told Variety"
    }
  }
  // Full names: runs of two or more words whose first word is not an ordinary word
  // ("New York" is a place, not a person). Bracketed completions count too:
  // "Rosa [Lind]".
  for (size_t r = 0; r < ctx.names.size(); ++r) {
    const NameRun& run = ctx.names[r];
    // "New York" starting a sentence is a place; "Piper Lindqvist" is a person.
    bool place_like = OrdinaryWord(ctx, run.first) && ctx.T(run.first).Has(kSentenceStart) &&
                      std::find(given_name_openers.begin(), given_name_openers.end(), r) == given_name_openers.end();
    if (run.words >= 2 && run.words <= 4 && !place_like) ctx.AddFullName(run.text);
    if (run.words == 1 && ctx.Is(run.end, "[")) {
      const NameRun* inner = ctx.NameAt(run.end + 1);
      if (inner && inner->words == 1 && ctx.Is(inner->end, "]")) ctx.AddFullName(run.text + " " + inner->text);
    }
  }
  int headings_read = 0;
  // A heading in capitals that is a person's name ("BRYNN WOMACK" over her paragraph, in a
  // where-are-they-now piece): a full name, when the text names her by the surname too.
  for (uint32_t s = 0; s < ctx.at.sentences.size(); ++s) {
    const Sentence& sent = ctx.at.sentences[s];
    // ("LURA PONCHO (Lizzie Esh)": a cast roundup's heading names the actor before the part
    // in brackets.)
    size_t name_end = sent.end_token;
    if (sent.end_token - sent.first_token >= 5 && ctx.Is(sent.end_token - 1, ")"))
      for (size_t k = sent.first_token + 2; k < sent.first_token + 4; ++k)
        if (ctx.Is(k, "(")) name_end = k;
    const uint32_t words = static_cast<uint32_t>(name_end - sent.first_token);
    if (words < 2 || words > 3 || ctx.KindOfSentence(s) != ParagraphKind::kStory || !ctx.WholeParagraph(s)) continue;
    bool shape = true;
    for (size_t k = sent.first_token; k < name_end && shape; ++k) {
      const Word w = ctx.Tok(k);
      // (A given name may be an English word, "TANNER": the surname below must be a name.)
      shape = ctx.T(k).kind == TokenKind::kWord && ctx.T(k).Has(kAllCaps) && w.size() >= 2 && !ctx.masked[k] &&
              !ctx.NonName(k);
    }
    // ("ABOUT LUCASTA MENDIOLA", "MEET THE CAST": a heading's opening word is no name.)
    static constexpr std::string_view kOpeners[] = {"about", "meet", "the", "who", "what", "where", "why", "how",
                                                    "our", "more", "from", "with", "for", "and", "a", "an", "on",
                                                    "in", "at", "by", "of", "to", "inside", "introducing"};
    const Word opener = ctx.Lower(sent.first_token);
    if (!shape || std::find(std::begin(kOpeners), std::end(kOpeners), std::string_view(opener)) != std::end(kOpeners))
      continue;
    // The surname as the text writes it elsewhere, capitalized in running text ("Gaskins
    // now has a recurring role"). (At most a few headings are read: each costs a pass.)
    if (++headings_read > 16) break;
    const Word surname = ctx.Lower(name_end - 1);
    std::string written;
    for (size_t k = 0; k < n && written.empty(); ++k)
      if (ctx.SentenceOf(k) != s && ctx.T(k).Has(kCapitalized) && !ctx.T(k).Has(kAllCaps) && ctx.Lower(k) == std::string_view(surname))
        written = std::string(ctx.Tok(k));
    if (written.empty()) continue;
    std::string full;
    for (size_t k = sent.first_token; k + 1 < name_end; ++k) {
      std::string w(ctx.Lower(k));
      for (size_t c = 0; c < w.size(); ++c)
        if (c == 0 || w[c - 1] == '-' || w[c - 1] == '\'') w[c] = static_cast<char>(std::toupper(static_cast<unsigned char>(w[c])));
      full += w + ' ';
    }
    ctx.AddFullName(full + written);
  }
  for (const auto& [nick, run] : nicknames) ctx.AddNickname(nick, ctx.names[run].text);
  // "the singer Zulay, who goes by one name", "Mavuto, who performs under one name": a
  // person of one name, which the article says so. (The tokens are read only when the text
  // has "name" somewhere: most articles never say it, and the pass reads every token.)
  const bool says_name = FindFrom(ctx.LowerText(), "name", 0) != std::string_view::npos;
  for (size_t k = 2; says_name && k + 6 < n; ++k) {
    // (Token kinds first: a comma before a word is rare, "who" after it rarer.)
    if (ctx.T(k - 1).kind != TokenKind::kPunct || ctx.T(k).kind != TokenKind::kWord || !ctx.Is(k - 1, ",") ||
        !ctx.IsLower(k, "who"))
      continue;
    const Token& t = ctx.T(k - 2);
    if (t.kind != TokenKind::kWord || !t.Has(kCapitalized) || (k >= 3 && ctx.name_ending_at[k - 2] >= 0 &&
                                                                 ctx.names[ctx.name_ending_at[k - 2]].words > 1))
      continue;
    bool one_name = false;
    for (size_t m = k + 1; m + 1 < n && m < k + 7 && !one_name; ++m)
      one_name = (ctx.IsLower(m, "one") || ctx.IsLower(m, "single")) && ctx.IsLower(m + 1, "name");
    if (!one_name) continue;
    if (ctx.name_starting_at[k - 2] < 0) AddOneWordRun(ctx, k - 2);
    ctx.mononyms.emplace_back(ctx.Tok(k - 2));
  }
  // A part that is an ordinary word, named right after a verb of playing or voicing:
  // "voices Marzipan, a peddler mouse", "lends her voice to Captain Brisket", "plays
  // Chairman Meow." (Cartoon animals and toys are often so named.)
  for (size_t k = ctx.NextWith(1, kWordCastCue); k + 2 < n; k = ctx.NextWith(k + 1, kWordCastCue)) {
    const Word verb = ctx.Lower(k);
    const bool plays = verb == "voices" || verb == "plays" || verb == "portrays" || verb == "voicing" ||
                       verb == "playing" || verb == "voiced" || verb == "played";
    // ("lends her voice to X", "is the voice of X")
    const bool voice = verb == "voice" && (ctx.IsLower(k + 1, "to") || ctx.IsLower(k + 1, "of"));
    if (!plays && !voice) continue;
    size_t c = voice ? k + 2 : k + 1;
    // ("plays Nora's sister, Sorrel", "voices her best friend, Nutmeg": past a possessor
    // and its relation noun.)
    {
      size_t m = c;
      if (ctx.name_starting_at[m] >= 0) m = ctx.names[ctx.name_starting_at[m]].end;
      else if (ctx.IsLower(m, "her") || ctx.IsLower(m, "his") || ctx.IsLower(m, "their")) m = m + 1;
      if (m > c && m < n && (ctx.T(m).Has(kPossessive) || m == c + 1)) {
        if (ctx.T(m).Has(kPossessive)) ++m;
        size_t noun = m;
        while (noun < n && noun < m + 3 && ctx.T(noun).kind == TokenKind::kWord && !ctx.T(noun).Has(kCapitalized) &&
               !ctx.Is(noun + 1, ","))
          ++noun;
        if (noun + 2 < n && ctx.T(noun).kind == TokenKind::kWord && ctx.Is(noun + 1, ",") &&
            ctx.lex.relations.contains(std::string_view(ctx.Lower(noun))))
          c = noun + 2;
      }
    }
    if (ctx.Honorific(c) && ctx.T(c).Has(kCapitalized)) c += ctx.Is(c + 1, ".") ? 2 : 1;
    if (c + 1 >= n || ctx.name_starting_at[c] >= 0 || ctx.T(c).kind != TokenKind::kWord ||
        !ctx.T(c).Has(kCapitalized) || ctx.T(c).Has(kAllCaps) || ctx.T(c).Has(kSentenceStart) || ctx.masked[c] ||
        ctx.SentenceOf(c) != ctx.SentenceOf(k))
      continue;
    const Token& next = ctx.T(c + 1);
    const bool ends = (next.kind == TokenKind::kPunct && (ctx.Is(c + 1, ",") || ctx.Is(c + 1, ".") ||
                                                          ctx.Is(c + 1, "(") || ctx.Is(c + 1, ";"))) ||
                      ctx.IsLower(c + 1, "and");
    if (ends) AddOneWordRun(ctx, c);
  }
  // "writer Ignatius Fell ... Fell said": an ordinary word that is the surname of a full
  // name of this document is that person where it stands alone.
  if (!lone_ordinary.empty()) {
    // (A set: a long document has many names and many lone words.)
    std::unordered_set<std::string_view, StringHash> surnames, given_names;
    // (Given names are wanted only before a possessive: most documents have none there.)
    bool possessive_after = false;
    for (size_t k : lone_ordinary) possessive_after = possessive_after || (k + 1 < n && ctx.T(k + 1).Has(kPossessive));
    // (Nor at a quotation's start: '"Rose is the heart of it," she said' of Rose Tyler.)
    auto opens_quote = [&](size_t k) { return k > 0 && ctx.T(k - 1).Has(kQuoteMark) && ctx.T(k).Has(kInQuote); };
    const bool quote_opener = std::any_of(lone_ordinary.begin(), lone_ordinary.end(), opens_quote);
    for (const auto& run : ctx.names) {
      if (run.words >= 2 && run.words <= 4) {
        // (Past a generation's suffix and its period: "Walenty Przybylski Jr.".)
        size_t last = run.end - 1;
        if (ctx.Is(last, ".") && last > run.first) --last;
        if (IsGenerationSuffix(ctx.Tok(last)) && last > run.first + 1) --last;
        surnames.insert(ctx.Tok(last));
      }
      if ((possessive_after || quote_opener) && run.words >= 2 && run.words <= 3 && !ctx.Honorific(run.first))
        given_names.insert(ctx.Tok(run.first));
      // ("Shin Ye-rin ... Shin said": a Korean name's surname comes first.)
      if (run.words == 2 && run.end - run.first == 2 && KoreanGivenName(ctx, run.first + 1))
        surnames.insert(ctx.Tok(run.first));
    }
    // (And the full names read from headings in capitals: "LURA PONCHO (Lizzie Esh)" over
    // "..., Poncho said.")
    // (Copied: the set keeps views, and the list of full names may grow below.)
    // (Past a generation's suffix, as for the runs above: "Walenty Przybylski Jr.".)
    std::vector<std::string> full_surnames;
    for (const std::string& full : ctx.FullNames()) {
      std::string_view name = full;
      size_t sp = name.rfind(' ');
      if (sp != std::string_view::npos && IsGenerationSuffix(name.substr(sp + 1))) {
        name = name.substr(0, sp);
        sp = name.rfind(' ');
      }
      if (sp != std::string_view::npos) full_surnames.emplace_back(name.substr(sp + 1));
    }
    for (const std::string& surname : full_surnames) surnames.insert(surname);
    for (size_t k : lone_ordinary) {
      Word w = ctx.Tok(k);
      // ("Nettle Brambleweft ... Nettle's mother": a given name that is a word, before a
      // possessive, which no modal or noun takes so.)
      const bool given = given_names.count(std::string_view(w)) &&
                         ((k + 1 < n && ctx.T(k + 1).Has(kPossessive)) || opens_quote(k));
      if (!surnames.count(std::string_view(w)) && !given) continue;
      AddOneWordRun(ctx, k);
      // Speech next to it counts as with any name.
      if (k + 1 < n && ctx.SpeechVerb(k + 1)) speaking.push_back(std::string(w));
    }
  }
  // A nickname that is also a calendar word ("June") is a name wherever it stands alone.
  for (size_t k = 0; k < n && !nicknames.empty(); ++k) {
    if (ctx.name_starting_at[k] >= 0 || !ctx.NonName(k) || !ctx.T(k).Has(kCapitalized)) continue;
    Word w = ctx.Tok(k);
    bool is_nick = std::any_of(nicknames.begin(), nicknames.end(), [&](const auto& p) { return p.first == w; });
    bool before_number = k + 1 < n && ctx.T(k + 1).kind == TokenKind::kNumber;
    if (!is_nick || before_number || ctx.T(k).Has(kQuoteMark)) continue;
    if (k > 0 && ctx.T(k - 1).Has(kQuoteMark) && k + 1 < n && ctx.T(k + 1).Has(kQuoteMark)) continue;  // the nickname itself
    AddOneWordRun(ctx, k);
  }
  for (const std::string& name : speaking) ctx.speakers.insert(ctx.Resolve(name));
}

}  // namespace showgraph::extract

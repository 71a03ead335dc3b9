// HTML to plain text with gumbo, a conforming HTML5 parser. Keeps the article's
// paragraphs, drops page furniture, and reads the page's metadata.
#include <gumbo.h>

#include <algorithm>
#include <cstring>
#include <nlohmann/json.hpp>
#include <vector>

#include "ingest/ingest_internal.h"
#include "lexicon/lexicon.h"

namespace showgraph::ingest {

namespace {

// Past this depth the tree walk and gumbo's own recursive cleanup would risk the stack,
// so such pages go through the plain tag stripper instead.
constexpr int kMaxTreeDepth = 2000;

bool IsBlock(GumboTag tag) {
  switch (tag) {
    case GUMBO_TAG_P: case GUMBO_TAG_DIV: case GUMBO_TAG_H1: case GUMBO_TAG_H2: case GUMBO_TAG_H3:
    case GUMBO_TAG_H4: case GUMBO_TAG_H5: case GUMBO_TAG_H6: case GUMBO_TAG_LI: case GUMBO_TAG_UL:
    case GUMBO_TAG_OL: case GUMBO_TAG_BLOCKQUOTE: case GUMBO_TAG_SECTION: case GUMBO_TAG_ARTICLE:
    case GUMBO_TAG_TR: case GUMBO_TAG_TABLE: case GUMBO_TAG_FIGURE: case GUMBO_TAG_HEADER:
    case GUMBO_TAG_MAIN: case GUMBO_TAG_DL: case GUMBO_TAG_DT: case GUMBO_TAG_DD: case GUMBO_TAG_PRE:
    case GUMBO_TAG_BR: case GUMBO_TAG_HR: case GUMBO_TAG_TD: case GUMBO_TAG_TH: case GUMBO_TAG_BODY:
      return true;
    default:
      return false;
  }
}

bool IsAlwaysSkipped(GumboTag tag) {
  switch (tag) {
    case GUMBO_TAG_SCRIPT: case GUMBO_TAG_STYLE: case GUMBO_TAG_NOSCRIPT: case GUMBO_TAG_NAV:
    case GUMBO_TAG_FOOTER: case GUMBO_TAG_ASIDE: case GUMBO_TAG_FORM: case GUMBO_TAG_BUTTON:
    case GUMBO_TAG_IFRAME: case GUMBO_TAG_SVG: case GUMBO_TAG_TEMPLATE: case GUMBO_TAG_SELECT:
    case GUMBO_TAG_FIGCAPTION: case GUMBO_TAG_HEAD: case GUMBO_TAG_MENU: case GUMBO_TAG_OBJECT:
    case GUMBO_TAG_VIDEO: case GUMBO_TAG_AUDIO: case GUMBO_TAG_CANVAS: case GUMBO_TAG_TEXTAREA:
      return true;
    default:
      return false;
  }
}

const char* Attr(const GumboElement& el, const char* name) {
  const GumboAttribute* a = gumbo_get_attribute(&el.attributes, name);
  return a ? a->value : nullptr;
}

// Class, id or role words that mark page furniture rather than the article.
bool LooksLikeFurniture(const GumboElement& el) {
  static const char* const kSubstrings[] = {"share", "social", "related", "newsletter", "subscribe", "comment",
                                            "advert", "promo", "breadcrumb", "cookie", "sidebar", "popup",
                                            "modal", "sponsor", "recommend", "trending", "outbrain", "taboola",
                                            "caption", "byline", "author-bio", "signup", "paywall"};
  static const char* const kWords[] = {"ad", "ads", "nav", "menu", "footer", "widget", "tags", "credit", "credits"};
  for (const char* attr : {"class", "id", "role"}) {
    const char* v = Attr(el, attr);
    if (!v) continue;
    std::string lower = ToLower(v);
    if (std::strcmp(attr, "role") == 0 &&
        (lower == "navigation" || lower == "complementary" || lower == "banner" || lower == "contentinfo"))
      return true;
    for (const char* s : kSubstrings)
      if (lower.find(s) != std::string::npos) return true;
    size_t pos = 0;
    while (pos < lower.size()) {
      size_t end = lower.find_first_of(" -_", pos);
      if (end == std::string::npos) end = lower.size();
      std::string_view word(lower.data() + pos, end - pos);
      for (const char* w : kWords)
        if (word == w) return true;
      pos = end + 1;
    }
  }
  return false;
}

// Collects the visible text under a node, block by block.
class TextBuilder {
 public:
  void AddText(const char* s) {
    for (const char* p = s; *p; ++p) {
      char c = *p;
      bool space = c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\f';
      if (space) {
        pending_space_ = !para_.empty();
      } else {
        if (pending_space_) para_ += ' ';
        pending_space_ = false;
        para_ += c;
      }
    }
  }
  void Break() {
    // A non-breaking space alone is not a paragraph.
    while (!para_.empty() && para_.back() == ' ') para_.pop_back();
    if (!para_.empty() && para_ != "\xC2\xA0") {
      if (!out_.empty()) out_ += "\n\n";
      out_ += para_;
    }
    para_.clear();
    pending_space_ = false;
  }
  std::string Take() {
    Break();
    return std::move(out_);
  }

 private:
  std::string out_, para_;
  bool pending_space_ = false;
};

std::string NodeText(const GumboNode* node) {
  std::string out;
  std::vector<const GumboNode*> stack{node};
  while (!stack.empty()) {
    const GumboNode* n = stack.back();
    stack.pop_back();
    if (n->type == GUMBO_NODE_TEXT || n->type == GUMBO_NODE_WHITESPACE || n->type == GUMBO_NODE_CDATA) {
      out += n->v.text.text;
    } else if (n->type == GUMBO_NODE_ELEMENT) {
      const GumboVector& ch = n->v.element.children;
      for (size_t i = ch.length; i-- > 0;) stack.push_back(static_cast<const GumboNode*>(ch.data[i]));
    }
  }
  // Collapse white space.
  std::string clean;
  bool space = false;
  for (char c : out) {
    if (c == ' ' || c == '\n' || c == '\t' || c == '\r') {
      space = !clean.empty();
    } else {
      if (space) clean += ' ';
      space = false;
      clean += c;
    }
  }
  return clean;
}

std::string IsoDate(std::string_view s) {
  // Every digit is checked: the ten bytes kept must be a date, never a cut UTF-8 sequence.
  auto digit = [](char c) { return c >= '0' && c <= '9'; };
  if (s.size() >= 10 && s[4] == '-' && s[7] == '-' && std::all_of(s.begin(), s.begin() + 4, digit) &&
      digit(s[5]) && digit(s[6]) && digit(s[8]) && digit(s[9]))
    return std::string(s.substr(0, 10));
  return {};
}

struct PageMeta {
  std::string title_tag, og_title, h1, ld_headline;
  std::string author, ld_author, site_name, ld_publisher, published, ld_published, url;
  std::vector<std::string> json_ld;
};

void ReadJsonLd(const nlohmann::json& j, PageMeta* m) {
  if (j.is_array()) {
    for (const auto& e : j) ReadJsonLd(e, m);
    return;
  }
  if (!j.is_object()) return;
  if (j.contains("@graph")) ReadJsonLd(j["@graph"], m);
  auto str = [](const nlohmann::json& v) -> std::string {
    if (v.is_string()) return v.get<std::string>();
    if (v.is_object() && v.contains("name") && v["name"].is_string()) return v["name"].get<std::string>();
    if (v.is_array() && !v.empty()) {
      std::string out;
      for (const auto& e : v) {
        std::string one = e.is_string() ? e.get<std::string>()
                                        : (e.is_object() && e.contains("name") && e["name"].is_string()
                                               ? e["name"].get<std::string>()
                                               : "");
        if (one.empty()) continue;
        if (!out.empty()) out += " and ";
        out += one;
      }
      return out;
    }
    return {};
  };
  std::string type = j.contains("@type") ? str(j["@type"]) : "";
  if (type.find("Article") == std::string::npos && type.find("Posting") == std::string::npos) return;
  if (j.contains("headline") && m->ld_headline.empty()) m->ld_headline = str(j["headline"]);
  if (j.contains("author") && m->ld_author.empty()) m->ld_author = str(j["author"]);
  if (j.contains("datePublished") && m->ld_published.empty()) m->ld_published = IsoDate(str(j["datePublished"]));
  if (j.contains("publisher") && m->ld_publisher.empty()) m->ld_publisher = str(j["publisher"]);
  if (j.contains("url") && m->url.empty()) m->url = str(j["url"]);
}

void CollectMeta(const GumboNode* root, PageMeta* m) {
  std::vector<const GumboNode*> stack{root};
  while (!stack.empty()) {
    const GumboNode* n = stack.back();
    stack.pop_back();
    if (n->type != GUMBO_NODE_ELEMENT) continue;
    const GumboElement& el = n->v.element;
    switch (el.tag) {
      case GUMBO_TAG_TITLE:
        if (m->title_tag.empty()) m->title_tag = NodeText(n);
        break;
      case GUMBO_TAG_H1:
        if (m->h1.empty()) m->h1 = NodeText(n);
        break;
      case GUMBO_TAG_META: {
        const char* key = Attr(el, "property");
        if (!key) key = Attr(el, "name");
        if (!key) key = Attr(el, "itemprop");
        const char* content = Attr(el, "content");
        if (!key || !content) break;
        std::string k = ToLower(key);
        if (k == "og:title" && m->og_title.empty()) m->og_title = content;
        else if ((k == "author" || k == "article:author" || k == "parsely-author") && m->author.empty() &&
                 std::strncmp(content, "http", 4) != 0)
          m->author = content;
        else if ((k == "og:site_name" || k == "application-name") && m->site_name.empty()) m->site_name = content;
        else if ((k == "article:published_time" || k == "datepublished" || k == "date" || k == "pubdate" ||
                  k == "publish-date" || k == "parsely-pub-date" || k == "sailthru.date") &&
                 m->published.empty())
          m->published = IsoDate(content);
        else if (k == "og:url" && m->url.empty()) m->url = content;
        break;
      }
      case GUMBO_TAG_LINK: {
        const char* rel = Attr(el, "rel");
        const char* href = Attr(el, "href");
        if (rel && href && std::strcmp(rel, "canonical") == 0 && m->url.empty()) m->url = href;
        break;
      }
      case GUMBO_TAG_SCRIPT: {
        const char* type = Attr(el, "type");
        if (type && std::strcmp(type, "application/ld+json") == 0) m->json_ld.push_back(NodeText(n));
        break;
      }
      default:
        break;
    }
    const GumboVector& ch = el.children;
    for (size_t i = ch.length; i-- > 0;) stack.push_back(static_cast<const GumboNode*>(ch.data[i]));
  }
  for (const auto& s : m->json_ld) {
    auto j = nlohmann::json::parse(s, nullptr, /*allow_exceptions=*/false);
    if (!j.is_discarded()) ReadJsonLd(j, m);
  }
}

// The element that holds the article: <article>, itemprop=articleBody, or a content
// class; the whole <body> when none is marked.
const GumboNode* FindArticleRoot(const GumboNode* root) {
  const GumboNode* body = nullptr;
  const GumboNode* by_class = nullptr;
  std::vector<const GumboNode*> stack{root};
  while (!stack.empty()) {
    const GumboNode* n = stack.back();
    stack.pop_back();
    if (n->type != GUMBO_NODE_ELEMENT) continue;
    const GumboElement& el = n->v.element;
    if (el.tag == GUMBO_TAG_ARTICLE) return n;
    if (el.tag == GUMBO_TAG_BODY) body = n;
    if (!by_class) {
      const char* ip = Attr(el, "itemprop");
      const char* cls = Attr(el, "class");
      std::string c = cls ? ToLower(cls) : "";
      if ((ip && std::strcmp(ip, "articleBody") == 0) || c.find("article-body") != std::string::npos ||
          c.find("entry-content") != std::string::npos || c.find("post-content") != std::string::npos ||
          c.find("story-body") != std::string::npos || c.find("article-content") != std::string::npos)
        by_class = n;
    }
    const GumboVector& ch = el.children;
    for (size_t i = ch.length; i-- > 0;) stack.push_back(static_cast<const GumboNode*>(ch.data[i]));
  }
  if (by_class) return by_class;
  return body ? body : root;
}

std::string VisibleText(const GumboNode* root) {
  TextBuilder out;
  // Each entry: node, and whether we are leaving it (to close a block).
  std::vector<std::pair<const GumboNode*, bool>> stack{{root, false}};
  while (!stack.empty()) {
    auto [n, leaving] = stack.back();
    stack.pop_back();
    if (n->type == GUMBO_NODE_TEXT || n->type == GUMBO_NODE_CDATA) {
      out.AddText(n->v.text.text);
      continue;
    }
    if (n->type == GUMBO_NODE_WHITESPACE) {
      out.AddText(" ");
      continue;
    }
    if (n->type != GUMBO_NODE_ELEMENT) continue;
    const GumboElement& el = n->v.element;
    if (leaving) {
      if (IsBlock(el.tag)) out.Break();
      continue;
    }
    if (n != root && (IsAlwaysSkipped(el.tag) || LooksLikeFurniture(el))) continue;
    if (IsBlock(el.tag)) out.Break();
    stack.push_back({n, true});
    const GumboVector& ch = el.children;
    for (size_t i = ch.length; i-- > 0;) stack.push_back({static_cast<const GumboNode*>(ch.data[i]), false});
  }
  return out.Take();
}

// The deepest nesting of elements, as a parser would build it: an end tag closes only
// an element that is open, and "/>" closes only void elements.
int NestingDepth(std::string_view html) {
  static constexpr std::string_view kVoid[] = {"br",    "img",   "meta",  "link",  "hr",   "input",
                                               "source", "wbr",  "col",   "area",  "base", "embed",
                                               "param", "track", "p",     "li",    "td",   "tr",
                                               "option", "dt",   "dd",    "th"};
  auto is_void = [](std::string_view name) {
    for (std::string_view v : kVoid)
      if (name == v) return true;
    return false;
  };
  std::vector<std::string> open;
  size_t max_depth = 0;
  for (size_t i = 0; i + 1 < html.size(); ++i) {
    if (html[i] != '<') continue;
    bool closing = html[i + 1] == '/';
    size_t k = i + (closing ? 2 : 1);
    if (k >= html.size() || !((html[k] >= 'a' && html[k] <= 'z') || (html[k] >= 'A' && html[k] <= 'Z'))) continue;
    size_t end = html.find('>', k);
    if (end == std::string_view::npos) break;
    std::string name;
    while (k < end && name.size() < 16 && html[k] != ' ' && html[k] != '/' && html[k] != '\t' && html[k] != '\n')
      name += static_cast<char>(html[k++] | 0x20);
    if (name == "script" || name == "style") {  // their text is not markup
      if (!closing) {
        size_t close = html.find(name == "script" ? "</script" : "</style", end);
        if (close == std::string_view::npos) break;
        end = close - 1;
      }
    } else if (closing) {
      // Pop to the nearest open element of that name; a stray end tag closes nothing.
      for (size_t d = open.size(); d-- > 0 && d + 64 > open.size();)
        if (open[d] == name) {
          open.resize(d);
          break;
        }
    } else if (!is_void(name)) {
      open.push_back(std::move(name));
      max_depth = std::max(max_depth, open.size());
    }
    i = end;
  }
  return static_cast<int>(max_depth);
}

// For pages too deep to parse into a tree: strip tags, decode the common entities.
std::string StripTags(std::string_view html) {
  TextBuilder out;
  std::string run;
  auto flush = [&] {
    out.AddText(run.c_str());
    run.clear();
  };
  bool in_skip = false;
  for (size_t i = 0; i < html.size(); ++i) {
    char c = html[i];
    if (c == '<') {
      size_t end = html.find('>', i);
      if (end == std::string_view::npos) break;
      std::string tag = ToLower(html.substr(i + 1, std::min<size_t>(end - i - 1, 12)));
      if (tag.rfind("script", 0) == 0 || tag.rfind("style", 0) == 0) in_skip = true;
      if (tag.rfind("/script", 0) == 0 || tag.rfind("/style", 0) == 0) in_skip = false;
      flush();
      if (tag.rfind("p", 0) == 0 || tag.rfind("/p", 0) == 0 || tag.rfind("br", 0) == 0 ||
          tag.rfind("div", 0) == 0 || tag.rfind("/div", 0) == 0 || tag.rfind("h", 0) == 0 || tag.rfind("/h", 0) == 0)
        out.Break();
      i = end;
      continue;
    }
    if (in_skip) continue;
    if (c == '&') {
      static const std::pair<const char*, const char*> kEntities[] = {
          {"&amp;", "&"},       {"&lt;", "<"},           {"&gt;", ">"},           {"&quot;", "\""},
          {"&#39;", "'"},       {"&nbsp;", " "},         {"&rsquo;", "\u2019"},   {"&lsquo;", "\u2018"},
          {"&ldquo;", "\u201C"}, {"&rdquo;", "\u201D"},  {"&mdash;", "\u2014"},   {"&ndash;", "\u2013"},
          {"&hellip;", "\u2026"}};
      bool done = false;
      for (auto [name, value] : kEntities) {
        if (html.substr(i, std::strlen(name)) == name) {
          run += value;
          i += std::strlen(name) - 1;
          done = true;
          break;
        }
      }
      if (done) continue;
    }
    run += c;
  }
  flush();
  return out.Take();
}

std::string StripSiteSuffix(std::string title, const std::string& site) {
  for (const char* sep : {" | ", " - ", " \u2013 ", " \u2014 "}) {
    size_t pos = title.rfind(sep);
    if (pos == std::string::npos) continue;
    std::string tail = title.substr(pos + std::strlen(sep));
    size_t words = 1 + static_cast<size_t>(std::count(tail.begin(), tail.end(), ' '));
    if ((!site.empty() && tail == site) || words <= 4) return title.substr(0, pos);
  }
  return title;
}

}  // namespace

namespace {

std::string HtmlToTextUnchecked(std::string_view html, DocumentMeta* meta) {
  if (NestingDepth(html) > kMaxTreeDepth) return StripTags(html);
  // gumbo keeps a copy of the open-element stack with every parse error: bound them.
  GumboOptions options = kGumboDefaultOptions;
  options.max_errors = 100;
  GumboOutput* output = gumbo_parse_with_options(&options, html.data(), html.size());
  PageMeta m;
  CollectMeta(output->root, &m);
  std::string text = VisibleText(FindArticleRoot(output->root));
  gumbo_destroy_output(&options, output);

  auto set = [](std::optional<std::string>* field, std::initializer_list<const std::string*> candidates) {
    if (*field) return;
    for (const std::string* c : candidates)
      if (!c->empty()) {
        *field = *c;
        return;
      }
  };
  std::string site = !m.site_name.empty() ? m.site_name : m.ld_publisher;
  std::string tag_title = m.title_tag.empty() ? "" : StripSiteSuffix(m.title_tag, site);
  set(&meta->title, {&m.h1, &m.og_title, &m.ld_headline, &tag_title});
  set(&meta->author, {&m.author, &m.ld_author});
  set(&meta->outlet, {&m.site_name, &m.ld_publisher});
  set(&meta->published, {&m.published, &m.ld_published});
  set(&meta->url, {&m.url});
  return text;
}

}  // namespace

std::string HtmlToText(std::string_view html, DocumentMeta* meta) {
  std::string text = HtmlToTextUnchecked(html, meta);
  // The text and every field leave here as valid UTF-8 whatever the page held: a byte
  // sequence the fuzzer built from a cut character and entities came through the
  // parser's text once (tests/testdata/fuzz_regressions/html/).
  SanitizeUtf8(&text);
  for (auto* field : {&meta->title, &meta->author, &meta->outlet, &meta->published, &meta->url})
    if (*field) SanitizeUtf8(&**field);
  return text;
}

}  // namespace showgraph::ingest

// Synthetic entertainment-journalism articles. All pools and template sentences below
// were written for this generator; names are random combinations of invented parts.
#include "corpus.h"

#include "showgraph/json.h"

#include <array>
#include <cstdio>
#include <initializer_list>
#include <string_view>
#include <utility>
#include <vector>

namespace sgbench {

namespace {

// ---------------------------------------------------------------- randomness

__extension__ typedef unsigned __int128 U128;

// SplitMix64: tiny, fast, and the same on every platform.
class Rng {
 public:
  explicit Rng(uint64_t seed) : s_(seed) {}
  uint64_t Next() {
    uint64_t z = (s_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  // Uniform in [0, n) (multiply-shift; n > 0).
  size_t Below(size_t n) { return static_cast<size_t>((static_cast<U128>(Next()) * n) >> 64); }
  int Range(int lo, int hi) { return lo + static_cast<int>(Below(static_cast<size_t>(hi - lo + 1))); }
  bool Chance(int percent) { return Below(100) < static_cast<size_t>(percent); }
  template <typename T, size_t N>
  const T& Pick(const std::array<T, N>& a) { return a[Below(N)]; }
  template <typename T>
  const T& Pick(const std::vector<T>& v) { return v[Below(v.size())]; }

 private:
  uint64_t s_;
};

uint64_t Mix(uint64_t seed, uint64_t index) {
  Rng r(seed * 0x2545F4914F6CDD1Dull ^ (index + 0x632BE59BD9B4E019ull));
  r.Next();
  return r.Next();
}

// ---------------------------------------------------------------- pools

using Pool = std::vector<std::string_view>;

const Pool kFirst = {
    "Adela", "Ambrose", "Anouk", "Arlo", "Astrid", "Bastian", "Beatrix", "Bram", "Calla", "Cassius",
    "Celeste", "Cormac", "Dalia", "Dashiell", "Delphine", "Desmond", "Elodie", "Emeric", "Esme", "Ezra",
    "Fenna", "Fletcher", "Greer", "Gideon", "Hollis", "Honora", "Idris", "Imara", "Ines", "Jasper",
    "Juniper", "Kaius", "Keziah", "Lennox", "Linnea", "Lucan", "Mabel", "Marisol", "Matthias", "Mireille",
    "Nadia", "Niall", "Odette", "Orrin", "Paloma", "Quentin", "Rafferty", "Rosalind", "Saoirse", "Silas",
    "Soren", "Tamsin", "Thaddeus", "Ulla", "Vesper", "Wendell", "Wren", "Xiomara", "Yusuf", "Zelda",
    "Renée", "Joaquín", "Zoë", "Björn", "Anaïs", "Corentin", "Delia", "Emrys", "Farrah", "Galen",
    "Harriet", "Ignatius", "Jolene", "Kasimir", "Leontyne", "Magnus", "Noor", "Octavia", "Percival", "Rhiannon",
    "Sabine", "Tobiah", "Una", "Valentin", "Winifred", "Yara", "Zebulon", "Amara", "Booker", "Clementine",
    "Dov", "Eulalie", "Florian", "Georgia", "Hale", "Isolde", "Jericho", "Kit", "Lorcan", "Maren"};

const Pool kLast = {
    "Abernathy", "Achterberg", "Albrecht", "Ashdown", "Balogun", "Bellweather", "Brightwater", "Castellanos",
    "Cavendish", "Delacourt", "Dunmore", "Eastwick", "Fairweather", "Falconer", "Gallowglass", "Grieve",
    "Halloran", "Hartigan", "Ibarra", "Jessop", "Kettering", "Kowalczyk", "Lindqvist", "Lockridge",
    "Marchetti", "Montague", "Nakamura", "Okonkwo", "Ostrander", "Pemberton", "Quenneville", "Radcliffe",
    "Rosenthal", "Salgado", "Sorensen", "Thackeray", "Underhill", "Valdez-Moreno", "Whitcombe", "Yarborough",
    "Zamora", "O'Sullivan", "McAllister", "Achebe", "Brandvold", "Corrigan", "Dufresne", "Eskildsen",
    "Fairbrother", "Gutiérrez", "Haverford", "Iwasaki", "Jankowski", "Kingsolver", "Larkspur", "Mbeki",
    "Nightingale", "Oyelaran", "Petrakis", "Quill", "Rourke", "Santangelo", "Tremaine", "Ubaldi",
    "Vasquez-Lindell", "Wainwright", "Xu", "Yeoman", "Zielinski", "Ambler", "Blackwood", "Crane",
    "Dray", "Ellery", "Fontaine", "Garrow", "Holm", "Ingersoll", "Juarez", "Keane"};

const Pool kCharFirst = {"Nora", "Caleb", "Marcy", "Owen", "Lucia", "Ray", "Tess", "Gus", "Ivy", "Leo",
                         "June", "Hank", "Rosie", "Miles", "Delia", "Frankie", "Abe", "Lottie", "Sam", "Vera",
                         "Cole", "Birdie", "Jonah", "Pearl", "Wes", "Greta", "Eli", "Mina", "Duke", "Hazel",
                         "Rafe", "Clara", "Boone", "Elsie", "Nico", "Ruthie", "Dex", "Lila", "Amos", "Callie"};

const Pool kCharLast = {"Dunmore", "Castellan", "Pratt", "Ferro", "Delacroix", "Quinn", "Amadi", "Holloway",
                        "Beckett", "Vance", "Marlowe", "Greaves", "Tolliver", "Ashby", "Kincaid", "Renner",
                        "Sloane", "Mercer", "Hatch", "Wilder", "Pike", "Calder", "Sutter", "Brannigan"};

const Pool kCharTitle = {"Detective", "Dr.", "Captain", "Sheriff", "Agent", "Lt.", "Sgt.", "Judge", "Officer", "Nurse"};

const Pool kAdj = {"Copper", "Hollow", "Silent", "Crimson", "Gilded", "Broken", "Northern", "Midnight", "Paper",
                   "Velvet", "Iron", "Wild", "Lonesome", "Borrowed", "Restless", "Amber", "Salt", "Quiet",
                   "Burning", "Glass", "Winter", "Last", "Lucky", "Crooked", "Bright", "Second"};
const Pool kNoun = {"Saints", "Harbor", "Orchard", "Lantern", "Ledger", "Crown", "Tide", "Signal", "Parish",
                    "Meridian", "Kingdom", "Verdict", "Engine", "Frontier", "Garden", "Hours", "Creek", "Lanes",
                    "Court", "Fire", "Heights", "Bones", "Shore", "Daughters", "Wolves", "Hearts", "Mile", "Bay", "Ledge"};
const Pool kPlace = {"Fenwick", "Harrow", "Calloway", "Briarwood", "Ashgrove", "Redmond Falls", "Port Ellery",
                     "Cinder Hill", "Larkin", "Stillwater", "Gable Point", "Marrow Lake", "Dunhaven", "Oakhurst",
                     "Tillbury", "Wrenfield", "Cobalt City", "Sable Ridge"};

const Pool kGenre = {"drama", "comedy", "legal drama", "medical drama", "cop drama", "sitcom", "dramedy",
                     "thriller", "fantasy series", "sci-fi drama", "period drama", "limited series",
                     "procedural", "family drama", "workplace comedy", "crime drama"};

const Pool kBroadcast = {"NBC", "ABC", "CBS", "FOX", "The CW", "HBO", "AMC", "FX", "Showtime", "Starz",
                         "Freeform", "USA Network", "TNT", "Bravo", "Syfy", "Lifetime", "PBS", "TBS"};
const Pool kStreamer = {"Netflix", "Hulu", "Peacock", "Paramount+", "Apple TV+", "Prime Video", "Max", "Disney+"};

const Pool kOutlet = {"Screen Ledger", "Primetime Dispatch", "The Remote Report", "Channel Digest", "Couch Critic",
                      "Small Screen Weekly", "Episode Guide Daily", "TV Lantern", "The Cliffhanger",
                      "Showrunner Notes", "Binge Bulletin", "Prestige Watch"};

const Pool kCrewRole = {"showrunner", "creator", "executive producer", "co-creator", "head writer", "director"};

const Pool kOccupation = {"a small-town sheriff", "an ambitious ER resident", "a disgraced prosecutor",
                          "a retired con artist", "a marine biologist", "a line cook with a past",
                          "a rookie firefighter", "a union organizer", "a forensic accountant",
                          "a high school principal", "a burned-out public defender", "a lighthouse keeper",
                          "a tabloid photographer", "a hotel night manager", "a former Olympic swimmer",
                          "a city council candidate", "a getaway driver", "a hospice nurse",
                          "a veterinarian in a town with too many horses", "a cold-case investigator"};

const Pool kArc = {"is trying to keep the family business afloat", "has been lying to everyone since the pilot",
                   "finally gets a promotion she never wanted", "is hiding a second phone",
                   "comes home after ten years away", "owes money to exactly the wrong people",
                   "keeps getting pulled back into the old case", "is quietly planning to leave town",
                   "learns who really set the fire", "has a new partner and no patience for him",
                   "is running for mayor against her own brother", "cannot stop writing letters to a dead man"};

const Pool kAction = {"spends most of the hour in a parked car outside the courthouse",
                      "finally confronts the man who framed her father",
                      "makes a deal that will cost him everything by the finale",
                      "discovers the missing ledger under the floorboards",
                      "takes the blame for a crash she did not cause",
                      "walks out of the wedding before the vows",
                      "goes undercover at the casino for the third time this season",
                      "ends up stranded on the island with the one person she cannot stand",
                      "is forced to choose between the badge and his brother",
                      "opens the letter everyone has been warning her about"};

const Pool kRelation = {"sister", "brother", "father", "mother", "ex-wife", "ex-husband", "half-brother",
                        "daughter", "son", "cousin", "mentor", "best friend", "boss", "stepmother"};

const Pool kSecret = {"the forged will", "the second family in Tucson", "the money in the freezer",
                      "who was driving that night", "the affair with the mayor", "the sealed adoption records",
                      "the real reason the bakery closed", "the recording from the boathouse"};

const Pool kCity = {"Vancouver", "Atlanta", "Albuquerque", "Toronto", "Pittsburgh", "Savannah", "Wilmington",
                    "New Orleans", "Budapest", "Belfast", "Cape Town", "Montreal"};

const Pool kQuote = {
    "{C} has spent three seasons running from this moment, and now there is nowhere left to run.",
    "I read the script on a plane and had to put it down twice.",
    "We wanted the audience to feel the floor drop out from under them.",
    "Nobody on this show gets to be a hero for free.",
    "It's the episode I've been waiting to make since the pilot.",
    "There are a couple of scenes in there I still can't watch.",
    "{C} isn't a villain. {C} is just tired of losing.",
    "If you loved the first half of the season, buckle up.",
    "The writers kept the ending from us until the table read.",
    "We shot the whole thing in four nights, in the rain, and I wouldn't change a frame.",
    "I think {C} finally understands what it costs to tell the truth.",
    "Every season we ask ourselves what the worst possible day would look like, and then we write it.",
    "Honestly, I cried in the makeup trailer.",
    "{C} and {D} are the heart of this show, and the heart is going to get broken.",
    "You don't get a second chance at a first impression, and {C} blew it.",
    "We're not interested in tidy endings. Life doesn't give you those.",
    "The fans figured out half of it months ago, which was both flattering and terrifying.",
    "I asked for one more season with this cast, and we got it.",
    "There's a version of this story where everybody is fine. This isn't that version.",
    "The last shot of the finale was the first image I had for the whole series.",
    "I called my mom after the table read and told her not to watch episode six.",
    "What {C} does in that barn is unforgivable, and that's what makes it interesting.",
    "We built the entire season around a single phone call.",
    "If {D} had just stayed home, none of this would have happened.",
    "It's funny, it's sad, and somebody falls through a ceiling.",
    "I've never been this tired or this proud.",
    "We had a stunt coordinator, a horse and about eleven minutes of daylight.",
    "The network let us take a real swing this year.",
    "Ask me again in September.",
    "{C} has always been the smartest person in the room, and that's exactly the problem.",
    "You're going to see a side of {D} that nobody expected.",
    "Comedy is just tragedy with better lighting, and we had great lighting.",
    "I wanted {C} to earn every inch of that ending."};

const Pool kNav = {"Home", "TV", "Recaps", "Interviews", "Streaming", "Newsletter", "Reviews", "Awards", "Podcasts",
                   "Video", "Photos", "Schedule", "What to Watch", "News", "Ratings", "Casting"};

const Pool kMonthLong = {"January", "February", "March", "April", "May", "June",
                         "July", "August", "September", "October", "November", "December"};
const Pool kMonthAp = {"Jan.", "Feb.", "March", "April", "May", "June", "July", "Aug.", "Sept.", "Oct.", "Nov.", "Dec."};
const Pool kWeekday = {"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"};
const Pool kOrdinal = {"first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"};

// ---------------------------------------------------------------- templates

// Replaces {key} by its value; unknown keys are left as written.
std::string Fill(std::string_view t, std::initializer_list<std::pair<std::string_view, std::string_view>> vars) {
  std::string out;
  out.reserve(t.size() + 64);
  size_t i = 0;
  while (i < t.size()) {
    size_t open = t.find('{', i);
    if (open == std::string_view::npos) {
      out.append(t.substr(i));
      break;
    }
    out.append(t.substr(i, open - i));
    size_t close = t.find('}', open);
    if (close == std::string_view::npos) {
      out.append(t.substr(open));
      break;
    }
    std::string_view key = t.substr(open + 1, close - open - 1);
    bool found = false;
    for (const auto& [k, v] : vars)
      if (k == key) {
        out.append(v);
        found = true;
        break;
      }
    if (!found) out.append(t.substr(open, close - open + 1));
    i = close + 1;
  }
  return out;
}

// Markers in story text, turned into markup or plain text by the renderers.
constexpr char kTitleOpen = '\x02';   // series title start (<em> in HTML)
constexpr char kTitleClose = '\x03';  // series title end
constexpr char kQuoteOpen = '\x04';   // opening double quotation mark
constexpr char kQuoteClose = '\x05';  // closing double quotation mark

struct Person {
  std::string first, last;
  std::string Full() const { return first + " " + last; }
};

struct Role {
  Person actor;
  std::string first, last, title;  // character; title may be empty
  std::string occupation;
  std::string Full() const { return (title.empty() ? "" : title + " ") + first + (last.empty() ? "" : " " + last); }
};

struct Date {
  int y, m, d;
};

// Days since 1970-01-01 for a proleptic Gregorian date (Howard Hinnant's algorithm).
int64_t DaysFromCivil(int y, int m, int d) {
  y -= m <= 2;
  const int64_t era = (y >= 0 ? y : y - 399) / 400;
  const int64_t yoe = y - era * 400;
  const int64_t doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
  const int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + doe - 719468;
}
Date CivilFromDays(int64_t z) {
  z += 719468;
  const int64_t era = (z >= 0 ? z : z - 146096) / 146097;
  const int64_t doe = z - era * 146097;
  const int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  const int64_t y = yoe + era * 400;
  const int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  const int64_t mp = (5 * doy + 2) / 153;
  const int d = static_cast<int>(doy - (153 * mp + 2) / 5 + 1);
  const int m = static_cast<int>(mp < 10 ? mp + 3 : mp - 9);
  return {static_cast<int>(y + (m <= 2)), m, d};
}
int Weekday(int64_t days) { return static_cast<int>((days % 7 + 11) % 7); }  // 0 = Sunday; 1970-01-01 was a Thursday

enum class Kind { kPremiere, kFinale, kCasting, kRecap, kRenewal, kInterview };

enum class QuoteStyle { kStraight, kCurly, kEntities };

struct Story {
  Rng rng{0};
  Kind kind = Kind::kPremiere;
  std::string series, series_t;  // series_t: with title markers
  std::string genre, network;
  bool streamer = false;
  int season = 1, episode = 1;
  std::vector<Person> crew;
  std::vector<std::string> crew_roles;
  std::vector<Role> cast;
  std::string outlet, author, photographer;
  int64_t pub_days = 0, air_days = 0;
  int hour = 8;
  bool half_hour = false;
  QuoteStyle style = QuoteStyle::kStraight;
  std::string headline;
  std::vector<std::string> paras;  // with markers
  size_t bytes = 0;                // rendered-size estimate of paras
  uint64_t used_quotes = 0;        // bit i: kQuote[i] already used in this story
};

std::string Q(std::string_view s) { return std::string(1, kQuoteOpen) + std::string(s) + std::string(1, kQuoteClose); }

std::string Ordinal(int n) { return n >= 1 && n <= 10 ? std::string(kOrdinal[n - 1]) : std::to_string(n) + "th"; }

std::string ApDate(int64_t days, bool with_weekday) {
  Date d = CivilFromDays(days);
  std::string s;
  if (with_weekday) s = std::string(kWeekday[Weekday(days)]) + ", ";
  return s + std::string(kMonthAp[d.m - 1]) + " " + std::to_string(d.d);
}

std::string LongDate(int64_t days) {
  Date d = CivilFromDays(days);
  return std::string(kMonthLong[d.m - 1]) + " " + std::to_string(d.d) + ", " + std::to_string(d.y);
}

std::string IsoDate(int64_t days) {
  Date d = CivilFromDays(days);
  char buf[16];
  std::snprintf(buf, sizeof buf, "%04d-%02d-%02d", d.y, d.m, d.d);
  return buf;
}

std::string MakeSeriesTitle(Rng& r) {
  switch (r.Below(6)) {
    case 0: return "The " + std::string(r.Pick(kAdj)) + " " + std::string(r.Pick(kNoun));
    case 1: return std::string(r.Pick(kPlace)) + " " + std::string(r.Pick(kNoun));
    case 2: return std::string(r.Pick(kNoun)) + " & " + std::string(r.Pick(kNoun));
    case 3: return std::string(r.Pick(kAdj)) + " " + std::string(r.Pick(kNoun));
    case 4: return std::string(r.Pick(kNoun)) + " of " + std::string(r.Pick(kPlace));
    default: return "The " + std::string(r.Pick(kPlace)) + " " + std::string(r.Pick(kNoun));
  }
}

Person MakePerson(Rng& r) { return {std::string(r.Pick(kFirst)), std::string(r.Pick(kLast))}; }

// A person whose surname is not in *used yet (articles refer to people by surname).
Person MakeUniquePerson(Rng& r, std::vector<std::string>* used) {
  Person p = MakePerson(r);
  for (int tries = 0; tries < 32; ++tries) {
    bool clash = false;
    for (const auto& u : *used) clash = clash || u == p.last;
    if (!clash) break;
    p.last = r.Pick(kLast);
  }
  used->push_back(p.last);
  return p;
}

// The time of an airing as one of several house styles.
std::string AirTime(Story& s) {
  const int h = s.hour;
  const std::string hm = std::to_string(h) + (s.half_hour ? ":30" : "");
  const std::string hm1 = std::to_string(h - 1) + (s.half_hour ? ":30" : "");
  switch (s.rng.Below(5)) {
    case 0: return hm + " p.m. ET";
    case 1: return hm + "/" + hm1 + "c";
    case 2: return hm + " p.m. ET/PT";
    case 3: return hm + " p.m.";
    default: return hm + "/" + hm1 + " Central";
  }
}

const Role& AnyRole(Story& s) { return s.cast[s.rng.Below(s.cast.size())]; }
// A cast member other than the given ones (the cast has at least three).
const Role& OtherRole(Story& s, const Role& a, const Role* b = nullptr) {
  size_t start = s.rng.Below(s.cast.size());
  for (size_t k = 0; k < s.cast.size(); ++k) {
    const Role& r = s.cast[(start + k) % s.cast.size()];
    if (&r != &a && &r != b) return r;
  }
  return a;
}

std::string QuoteBody(Story& s, int sentences) {
  static_assert(sizeof(uint64_t) * 8 >= 40, "quote pool tracked in a 64-bit mask");
  std::string out;
  const Role& a = AnyRole(s);
  const Role& b = OtherRole(s, a);
  uint64_t here = 0;  // never the same sentence twice in one quotation
  for (int i = 0; i < sentences; ++i) {
    size_t q = s.rng.Below(kQuote.size());
    for (int tries = 0; tries < 8 && (((s.used_quotes | here) >> q) & 1); ++tries) q = s.rng.Below(kQuote.size());
    if ((here >> q) & 1) continue;
    here |= uint64_t{1} << q;
    s.used_quotes |= uint64_t{1} << q;
    if (!out.empty()) out += ' ';
    out += Fill(kQuote[q], {{"C", a.first}, {"D", b.first}});
  }
  return out;
}

// Drops the sentence-final period of a quote before the attribution comma.
std::string CommaQuote(std::string body) {
  if (!body.empty() && body.back() == '.') body.back() = ',';
  else body += ',';
  return body;
}

// A quote paragraph with one of several attribution shapes.
std::string QuoteParagraph(Story& s) {
  Rng& r = s.rng;
  bool by_crew = !s.crew.empty() && r.Chance(40);
  std::string surname, full, intro;
  if (by_crew) {
    size_t i = r.Below(s.crew.size());
    surname = s.crew[i].last;
    full = s.crew[i].Full();
    intro = s.crew_roles[i] + " " + full;
  } else {
    const Role& role = AnyRole(s);
    surname = role.actor.last;
    full = role.actor.Full();
    intro = full + ", who plays " + role.first + ",";
  }
  static const Pool kVerb = {"says", "said", "explains", "adds", "admits", "notes", "recalls", "jokes", "insists"};
  std::string verb(r.Pick(kVerb));
  switch (r.Below(8)) {
    case 0: return Q(CommaQuote(QuoteBody(s, r.Range(1, 3)))) + " " + surname + " " + verb + ".";
    case 1: return Q(CommaQuote(QuoteBody(s, r.Range(1, 2)))) + " " + verb + " " + surname + ".";
    case 2: return Q(CommaQuote(QuoteBody(s, 1))) + " " + surname + " tells " + s.outlet + ". " + Q(QuoteBody(s, r.Range(1, 2)));
    case 3: return surname + " " + verb + ": " + Q(QuoteBody(s, r.Range(1, 3)));
    case 4: return Q(CommaQuote(QuoteBody(s, 1))) + " " + surname + " " + verb + ". " + Q(QuoteBody(s, r.Range(1, 3)));
    case 5: return intro + " " + verb + " that the season changed everything. " + Q(QuoteBody(s, r.Range(1, 2)));
    case 6: {
      std::string q = QuoteBody(s, 1);
      return "Asked about the finale, " + surname + " laughed. " + Q(q) + " Then, more quietly: " + Q(QuoteBody(s, 1));
    }
    default: return Q(CommaQuote(QuoteBody(s, r.Range(1, 2)))) + " " + intro + " " + verb + ".";
  }
}

std::string CastParagraph(Story& s) {
  Rng& r = s.rng;
  const Role& a = AnyRole(s);
  std::string first;
  switch (r.Below(6)) {
    case 0: first = a.Full() + " (" + a.actor.Full() + ") " + std::string(r.Pick(kAction)) + "."; break;
    case 1: first = a.actor.Full() + " plays " + a.Full() + ", " + a.occupation + " who " + std::string(r.Pick(kArc)) + "."; break;
    case 2: first = a.first + ", played by " + a.actor.Full() + ", " + std::string(r.Pick(kAction)) + "."; break;
    case 3: first = a.actor.Full() + " stars as " + a.Full() + ", " + a.occupation + "."; break;
    case 4: first = "Meanwhile, " + a.first + " (" + a.actor.Full() + ") " + std::string(r.Pick(kArc)) + "."; break;
    default: first = a.actor.Full() + " returns as " + a.Full() + ", and this season " + a.first + " " + std::string(r.Pick(kArc)) + ".";
  }
  const Role& b = OtherRole(s, a);
  switch (r.Below(4)) {
    case 0: return first + " " + b.actor.Full() + " rounds out the core cast as " + b.first + ".";
    case 1: return first + " It is the kind of storyline " + a.actor.last + " says " + (r.Chance(50) ? "she" : "he") + " asked for.";
    case 2: return first + " " + b.Full() + " (" + b.actor.Full() + ") is not far behind.";
    default: return first;
  }
}

std::string RelationshipParagraph(Story& s) {
  Rng& r = s.rng;
  const Role& a = AnyRole(s);
  const Role& b = OtherRole(s, a);
  std::string ep = Ordinal(r.Range(1, 10));
  switch (r.Below(9)) {
    case 0: return a.first + " and " + b.first + " finally got married in the " + ep + " episode, with half of " + std::string(r.Pick(kPlace)) + " in attendance.";
    case 1: return a.first + " broke up with " + b.first + " after learning about " + std::string(r.Pick(kSecret)) + ", and the fallout drives the back half of the season.";
    case 2: return a.first + " is " + b.first + "'s " + std::string(r.Pick(kRelation)) + ", a fact the show kept hidden until the midseason finale.";
    case 3: return a.first + " and " + b.first + " are dating again, though neither of them has told " + OtherRole(s, a, &b).first + ".";
    case 4: return "Spoiler alert: " + a.Full() + " was killed off in the " + ep + " episode, and " + a.actor.last + " has known since the table read.";
    case 5: return a.first + " gave birth to a " + (r.Chance(50) ? "daughter" : "son") + " in the season finale, in the back of a moving ambulance.";
    case 6: return a.first + " was arrested in connection with " + std::string(r.Pick(kSecret)) + " in the closing minutes of the episode.";
    case 7: return a.first + " kissed " + b.first + " on the roof of the station, roughly three seconds before the alarm went off.";
    default: return "So will " + a.first + " and " + b.first + " find their way back to each other? " + (s.crew.empty() ? a.actor.last : s.crew[0].last) + " only smiled. " + Q("Ask me again in the spring.");
  }
}

std::string AiringSentence(Story& s) {
  Rng& r = s.rng;
  const std::string& t = s.series_t;
  const std::string wd(kWeekday[Weekday(s.air_days)]);
  if (s.streamer) {
    switch (r.Below(3)) {
      case 0: return "All episodes of " + t + " season " + std::to_string(s.season) + " drop " + ApDate(s.air_days, true) + " on " + s.network + ".";
      case 1: return t + " debuts " + ApDate(s.air_days, false) + " on " + s.network + ", with new episodes every " + wd + ".";
      default: return "The " + Ordinal(s.season) + " season of " + t + " premieres " + ApDate(s.air_days, true) + " on " + s.network + ".";
    }
  }
  switch (r.Below(6)) {
    case 0: return t + " premieres " + ApDate(s.air_days, true) + " at " + AirTime(s) + " on " + s.network + ".";
    case 1: return t + " airs " + wd + "s at " + AirTime(s) + " on " + s.network + ".";
    case 2: return "The season " + std::to_string(s.season) + " finale of " + t + " airs tonight at " + AirTime(s) + " on " + s.network + ".";
    case 3: return "Catch new episodes of " + t + " " + wd + "s at " + AirTime(s) + " on " + s.network + ".";
    case 4: return s.network + " will air the two-hour series finale of " + t + " on " + ApDate(s.air_days, true) + ", at " + AirTime(s) + ".";
    default: return t + " returns for season " + std::to_string(s.season) + " on " + wd + ", " + ApDate(s.air_days, false) + " (" + AirTime(s) + ", " + s.network + ").";
  }
}

std::string CrewParagraph(Story& s) {
  Rng& r = s.rng;
  const Person& c = s.crew[0];
  const std::string& role = s.crew_roles[0];
  switch (r.Below(5)) {
    case 0:
      if (s.crew.size() > 1)
        return s.series_t + " was created by " + c.Full() + " and " + s.crew[1].Full() + ", who also serve as executive producers alongside " + MakePerson(r).Full() + ".";
      return s.series_t + " was created by " + c.Full() + ", who also serves as showrunner.";
    case 1: return "Executive producer " + c.Full() + " will also direct the premiere, " + (r.Chance(50) ? "her" : "his") + " first time behind the camera on the show.";
    case 2: return c.Full() + ", the show's " + role + ", says the writers' room mapped out the season before a single scene was shot.";
    case 3: return "Co-creator and executive producer " + c.Full() + " has a simple rule for the room: nobody is safe.";
    default: return "The " + s.genre + " comes from " + role + " " + c.Full() + ", who previously worked on " + MakeSeriesTitle(r) + ".";
  }
}

std::string FillerParagraph(Story& s) {
  Rng& r = s.rng;
  switch (r.Below(6)) {
    case 0: return "Production on the " + Ordinal(s.season) + " season wrapped in " + std::string(r.Pick(kCity)) + " earlier this year, after a shoot that ran " + std::to_string(r.Range(2, 9)) + " weeks over schedule.";
    case 1: return "The show drew " + std::to_string(r.Range(1, 9)) + "." + std::to_string(r.Range(0, 9)) + " million viewers for its premiere, its best number since the pilot, and has held most of that audience since.";
    case 2: return "Fans have spent months trading theories about " + std::string(r.Pick(kSecret)) + " online, and at least one of them, the cast admits, is right.";
    case 3: return "The episode was written by " + MakePerson(r).Full() + " and directed by " + MakePerson(r).Full() + ", and it runs nearly an hour without commercials.";
    case 4: return "Critics have been kind to the " + s.genre + ", which picked up " + std::to_string(r.Range(2, 6)) + " nominations last awards season and won for its score.";
    default: return "There is a lighter subplot, too: a bake sale, a runaway goat and a town council meeting that goes badly for everyone involved.";
  }
}

std::string Lead(Story& s) {
  Rng& r = s.rng;
  const Role& a = AnyRole(s);
  const std::string& t = s.series_t;
  const std::string& crew = s.crew[0].Full();
  switch (s.kind) {
    case Kind::kPremiere:
      return t + " returns for its " + Ordinal(s.season) + " season " + ApDate(s.air_days, true) + (s.streamer ? "" : " at " + AirTime(s)) + " on " + s.network + ", and " + s.crew_roles[0] + " " + crew + " promises the wait was worth it.";
    case Kind::kFinale:
      return "The season " + std::to_string(s.season) + " finale of " + t + " airs tonight" + (s.streamer ? "" : " at " + AirTime(s)) + " on " + s.network + ", and if the last few episodes are any guide, " + a.first + " is running out of places to hide.";
    case Kind::kCasting:
      return t + " has found its newest troublemaker. " + a.actor.Full() + " has been cast as " + a.Full() + " in the " + Ordinal(s.season) + " season of the " + s.network + " " + s.genre + ", " + s.outlet + " has learned.";
    case Kind::kRecap:
      return "Spoiler alert: this story discusses the events of " + t + " season " + std::to_string(s.season) + ", episode " + std::to_string(s.episode) + ", which aired " + std::string(kWeekday[Weekday(s.air_days)]) + " on " + s.network + ".";
    case Kind::kRenewal:
      return s.network + " has renewed " + t + " for a " + Ordinal(s.season + 1) + " season, giving the " + s.genre + " another run after a year in which " + a.first + " " + std::string(r.Pick(kArc)) + ".";
    default:
      return crew + " has been thinking about the ending of " + t + " for a long time. The " + s.crew_roles[0] + " sat down with " + s.outlet + " ahead of " + std::string(kWeekday[Weekday(s.air_days)]) + "'s episode.";
  }
}

std::string MakeHeadline(Story& s) {
  Rng& r = s.rng;
  const Role& a = AnyRole(s);
  switch (s.kind) {
    case Kind::kPremiere: return s.series_t + " Season " + std::to_string(s.season) + " Premiere: " + s.crew[0].Full() + " on What Comes Next";
    case Kind::kFinale: return s.series_t + " Boss " + s.crew[0].Full() + " Breaks Down the Season " + std::to_string(s.season) + " Finale";
    case Kind::kCasting: return s.series_t + " Casts " + a.actor.Full() + " as " + a.Full();
    case Kind::kRecap: return s.series_t + " Recap: " + (r.Chance(50) ? "Nobody Gets a Clean Exit" : "The Worst Night Yet");
    case Kind::kRenewal: return s.series_t + " Renewed for Season " + std::to_string(s.season + 1) + " at " + s.network;
    default: return s.crew[0].Full() + " on the Ending of " + s.series_t + ": " + Q("Nobody Is Safe");
  }
}

Story MakeStory(uint64_t seed, uint64_t index) {
  Story s;
  s.rng = Rng(Mix(seed, index));
  Rng& r = s.rng;
  s.kind = static_cast<Kind>(r.Below(6));
  s.series = MakeSeriesTitle(r);
  s.series_t = std::string(1, kTitleOpen) + s.series + std::string(1, kTitleClose);
  s.genre = r.Pick(kGenre);
  s.streamer = r.Chance(30);
  s.network = s.streamer ? r.Pick(kStreamer) : r.Pick(kBroadcast);
  s.season = r.Range(1, 8);
  s.episode = r.Range(1, 13);
  std::vector<std::string> surnames, char_names;
  int ncrew = r.Range(1, 2);
  for (int i = 0; i < ncrew; ++i) {
    s.crew.push_back(MakeUniquePerson(r, &surnames));
    s.crew_roles.emplace_back(r.Pick(kCrewRole));
  }
  int ncast = r.Range(3, 6);
  for (int i = 0; i < ncast; ++i) {
    Role role;
    role.actor = MakeUniquePerson(r, &surnames);
    role.first = r.Pick(kCharFirst);
    for (int tries = 0; tries < 32; ++tries) {
      bool clash = false;
      for (const auto& u : char_names) clash = clash || u == role.first;
      if (!clash) break;
      role.first = r.Pick(kCharFirst);
    }
    char_names.push_back(role.first);
    if (r.Chance(60)) role.last = r.Pick(kCharLast);
    if (r.Chance(20)) role.title = r.Pick(kCharTitle);
    role.occupation = r.Pick(kOccupation);
    s.cast.push_back(std::move(role));
  }
  s.outlet = r.Pick(kOutlet);
  s.author = MakePerson(r).Full();
  s.photographer = MakePerson(r).Full();
  s.pub_days = DaysFromCivil(2018, 1, 1) + static_cast<int64_t>(r.Below(8 * 365));
  s.air_days = s.pub_days + r.Range(0, 21);
  s.hour = r.Range(8, 10);
  s.half_hour = r.Chance(15);
  s.style = static_cast<QuoteStyle>(r.Below(3));
  s.headline = MakeHeadline(s);
  return s;
}

// Adds body paragraphs until the story reaches `target` bytes (never past `cap`).
void FillBody(Story& s, size_t target, size_t cap) {
  Rng& r = s.rng;
  auto add = [&](std::string p) {
    if (!p.empty() && p[0] >= 'a' && p[0] <= 'z') p[0] = static_cast<char>(p[0] - 'a' + 'A');
    s.bytes += p.size() + 2;
    s.paras.push_back(std::move(p));
  };
  add(Lead(s));
  add(QuoteParagraph(s));
  add(CastParagraph(s));
  while (s.bytes < target) {
    std::string p;
    switch (r.Below(10)) {
      case 0: case 1: case 2: p = QuoteParagraph(s); break;
      case 3: case 4: p = CastParagraph(s); break;
      case 5: case 6: p = RelationshipParagraph(s); break;
      case 7: p = CrewParagraph(s); break;
      case 8: p = FillerParagraph(s); break;
      default: p = AiringSentence(s) + " " + FillerParagraph(s); break;
    }
    if (s.bytes + p.size() > cap) break;
    add(std::move(p));
  }
  add(AiringSentence(s));
}

// ---------------------------------------------------------------- rendering

void AppendPlain(std::string_view marked, QuoteStyle style, std::string* out) {
  for (char c : marked) {
    switch (c) {
      case kTitleOpen: case kTitleClose: break;
      case kQuoteOpen: out->append(style == QuoteStyle::kStraight ? "\"" : "\u201C"); break;
      case kQuoteClose: out->append(style == QuoteStyle::kStraight ? "\"" : "\u201D"); break;
      case '\'': out->append(style == QuoteStyle::kStraight ? "'" : "\u2019"); break;
      default: out->push_back(c);
    }
  }
}

void AppendHtml(std::string_view marked, QuoteStyle style, std::string* out) {
  for (char c : marked) {
    switch (c) {
      case kTitleOpen: out->append("<em>"); break;
      case kTitleClose: out->append("</em>"); break;
      case kQuoteOpen: out->append(style == QuoteStyle::kEntities ? "&ldquo;" : style == QuoteStyle::kCurly ? "\u201C" : "&quot;"); break;
      case kQuoteClose: out->append(style == QuoteStyle::kEntities ? "&rdquo;" : style == QuoteStyle::kCurly ? "\u201D" : "&quot;"); break;
      case '\'': out->append(style == QuoteStyle::kEntities ? "&rsquo;" : style == QuoteStyle::kCurly ? "\u2019" : "'"); break;
      case '&': out->append("&amp;"); break;
      case '<': out->append("&lt;"); break;
      case '>': out->append("&gt;"); break;
      default: out->push_back(c);
    }
  }
}

std::string Slug(std::string_view s) {
  std::string out;
  for (char c : s) {
    unsigned char u = static_cast<unsigned char>(c);
    if ((u >= 'a' && u <= 'z') || (u >= '0' && u <= '9')) out.push_back(c);
    else if (u >= 'A' && u <= 'Z') out.push_back(static_cast<char>(u - 'A' + 'a'));
    else if (!out.empty() && out.back() != '-') out.push_back('-');
  }
  while (!out.empty() && out.back() == '-') out.pop_back();
  return out;
}

std::string PlainOf(std::string_view marked) {
  std::string out;
  AppendPlain(marked, QuoteStyle::kStraight, &out);
  return out;
}

void FillInfo(const Story& s, uint64_t index, ArticleInfo* info) {
  if (!info) return;
  char id[32];
  std::snprintf(id, sizeof id, "a%08llu", static_cast<unsigned long long>(index));
  info->id = id;
  info->title = PlainOf(s.headline);
  info->outlet = s.outlet;
  info->author = s.author;
  info->published = IsoDate(s.pub_days);
  info->url = "https://" + Slug(s.outlet) + ".example/tv/" + Slug(info->title) + "-" + std::to_string(index);
}

std::string RelatedHeadline(Rng& r) {
  std::string t = MakeSeriesTitle(r);
  switch (r.Below(5)) {
    case 0: return t + " Season " + std::to_string(r.Range(2, 7)) + " Trailer Teases a Long Goodbye";
    case 1: return "Everything Coming to " + std::string(r.Pick(kStreamer)) + " in " + std::string(r.Pick(kMonthLong));
    case 2: return MakePerson(r).Full() + " Joins " + t + " in a Recurring Role";
    case 3: return t + " Canceled After " + std::to_string(r.Range(2, 5)) + " Seasons";
    default: return "The " + std::to_string(r.Range(10, 25)) + " Best TV Finales of the Year, Ranked";
  }
}

}  // namespace

void AppendJsonLiteral(const std::string& s, std::string* out) {
  showgraph::AppendJsonString(s, out);  // the library's own escaping, so both agree
}

std::string CorpusGenerator::Text(uint64_t index, ArticleInfo* info) const {
  Story s = MakeStory(seed_, index);
  Rng& r = s.rng;
  size_t target = 2600 + r.Below(4800);
  FillBody(s, target, 7600);
  std::string out;
  out.reserve(s.bytes + 1024);
  AppendPlain(s.headline, s.style, &out);
  out += "\n\n";
  if (r.Chance(70)) out += s.outlet + "\n";
  switch (r.Below(3)) {
    case 0: out += "By " + s.author + " | " + LongDate(s.pub_days) + "\n"; break;
    case 1: out += "Posted by: " + s.author + "\n" + LongDate(s.pub_days) + "\n"; break;
    default: out += "By " + s.author + "\n"; break;
  }
  if (r.Chance(60))
    out += s.cast[0].actor.Full() + " and " + s.cast[1].actor.Full() + " | Photo Credits: " + s.photographer + "/" + s.network + "\n";
  out += "\n";
  for (const auto& p : s.paras) {
    AppendPlain(p, s.style, &out);
    out += "\n\n";
  }
  if (r.Chance(60)) {
    out += "Related Articles\n";
    for (int i = r.Range(2, 4); i > 0; --i) out += RelatedHeadline(r) + "\n";
    out += "\n";
  }
  if (r.Chance(50)) out += "Share this article\n";
  if (r.Chance(40)) out += "Tags: " + s.series + ", " + s.network + ", " + s.genre + "\n";
  FillInfo(s, index, info);
  return out;
}

std::string CorpusGenerator::Html(uint64_t index, ArticleInfo* info) const {
  Story s = MakeStory(seed_, index);
  Rng& r = s.rng;
  size_t target = 2600 + r.Below(4000);
  FillBody(s, target, 7000);
  ArticleInfo local;
  FillInfo(s, index, &local);
  std::string head_title;
  AppendHtml(s.headline, s.style, &head_title);
  // In <title> and attributes the title markers become nothing.
  std::string plain_title = local.title;
  std::string attr_title;
  for (char c : plain_title) {
    if (c == '"') attr_title += "&quot;";
    else if (c == '&') attr_title += "&amp;";
    else attr_title += c;
  }
  std::string meta_title;
  AppendHtml(PlainOf(s.headline), s.style, &meta_title);

  std::string o;
  o.reserve(16384);
  o += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n  <meta charset=\"utf-8\">\n"
       "  <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n";
  o += "  <title>" + meta_title + " | " + s.outlet + "</title>\n";
  o += "  <meta name=\"author\" content=\"" + s.author + "\">\n";
  o += "  <meta name=\"description\" content=\"" + s.crew[0].Full() + " and the cast of " + s.series +
       " talk about season " + std::to_string(s.season) + " on " + s.network + ".\">\n";
  o += "  <meta property=\"og:site_name\" content=\"" + s.outlet + "\">\n";
  o += "  <meta property=\"og:type\" content=\"article\">\n";
  o += "  <meta property=\"og:title\" content=\"" + attr_title + "\">\n";
  o += "  <meta property=\"og:url\" content=\"" + local.url + "\">\n";
  o += "  <meta property=\"article:published_time\" content=\"" + local.published + "T" +
       std::to_string(10 + r.Below(10)) + ":00:00Z\">\n";
  o += "  <link rel=\"stylesheet\" href=\"/assets/css/site." + std::to_string(r.Below(90000) + 10000) + ".min.css\">\n";
  o += "  <link rel=\"canonical\" href=\"" + local.url + "\">\n";
  o += "  <style>\n";
  static const Pool kCss = {
      "body { font-family: Georgia, serif; margin: 0; color: #1b1b1b; background: #fff; }",
      ".site-nav ul { list-style: none; display: flex; gap: 1.2rem; padding: 0 1rem; }",
      ".site-nav a { color: #222; text-decoration: none; font-weight: 600; }",
      ".share-bar a { display: inline-block; padding: 4px 10px; background: #e33; color: #fff; }",
      "article p { line-height: 1.6; max-width: 42rem; margin: 0 auto 1.1rem; }",
      "article h1 { font-size: 2.4rem; line-height: 1.15; margin: 1.5rem auto; max-width: 48rem; }",
      "aside.related { border-top: 2px solid #ccc; margin-top: 2rem; padding-top: 1rem; }",
      ".ad-slot { min-height: 250px; background: repeating-linear-gradient(45deg,#f4f4f4,#f4f4f4 10px,#fafafa 10px,#fafafa 20px); }",
      "footer.site-footer { background: #111; color: #aaa; padding: 2rem 1rem; font-size: .85rem; }",
      ".newsletter-signup input[type=email] { width: 16rem; padding: .4rem; border: 1px solid #999; }",
      "figure img { width: 100%; height: auto; display: block; }",
      "figcaption { font-size: .8rem; color: #666; }",
      "@media (max-width: 640px) { article h1 { font-size: 1.7rem; } .site-nav ul { flex-wrap: wrap; } }",
      ".byline { text-transform: uppercase; letter-spacing: .06em; font-size: .8rem; color: #555; }",
      ".tagline { font-style: italic; color: #777; }"};
  for (const auto& rule : kCss)
    if (r.Chance(80)) o += "    " + std::string(rule) + "\n";
  o += "  </style>\n";
  o += "  <script type=\"application/ld+json\">\n  {\n    \"@context\": \"https://schema.org\",\n"
       "    \"@type\": \"NewsArticle\",\n    \"headline\": ";
  AppendJsonLiteral(plain_title, &o);
  o += ",\n    \"datePublished\": \"" + local.published + "T10:00:00Z\",\n";
  o += "    \"author\": {\"@type\": \"Person\", \"name\": \"" + s.author + "\"},\n";
  o += "    \"publisher\": {\"@type\": \"Organization\", \"name\": \"" + s.outlet + "\"},\n";
  o += "    \"keywords\": [";
  AppendJsonLiteral(s.series, &o);
  o += ", \"" + s.network + "\", \"" + s.genre + "\"]\n  }\n  </script>\n";
  o += "  <script>\n    window.dataLayer = window.dataLayer || [];\n"
       "    function gtag(){ dataLayer.push(arguments); }\n    gtag('js', new Date());\n"
       "    gtag('config', 'G-" + std::to_string(r.Below(900000) + 100000) + "');\n  </script>\n</head>\n<body>\n";
  o += "  <nav class=\"site-nav\" aria-label=\"Main\">\n    <ul>\n";
  const size_t nav_start = r.Below(kNav.size());
  for (int i = r.Range(6, 12); i > 0; --i) {
    std::string item(kNav[(nav_start + static_cast<size_t>(i)) % kNav.size()]);
    o += "      <li><a href=\"/" + Slug(item) + "\">" + item + "</a></li>\n";
  }
  o += "    </ul>\n  </nav>\n";
  o += "  <header class=\"masthead\">\n    <a class=\"logo\" href=\"/\">" + s.outlet + "</a>\n"
       "    <p class=\"tagline\">Everything on tonight, and everything you missed.</p>\n  </header>\n";
  o += "  <div class=\"share-bar\">Share on Facebook <a href=\"#\">f</a> Share on X <a href=\"#\">x</a> "
       "Email this story <a href=\"#\">@</a></div>\n";
  o += "  <main>\n    <article>\n      <h1>";
  AppendHtml(s.headline, s.style, &o);
  o += "</h1>\n      <p class=\"byline\">By " + s.author + " &middot; " + LongDate(s.pub_days) + "</p>\n";
  o += "      <figure>\n        <img src=\"/img/" + Slug(s.series) + "-s" + std::to_string(s.season) + ".jpg\" alt=\"" +
       s.cast[0].actor.Full() + " in " + s.series + "\">\n        <figcaption>" + s.cast[0].actor.Full() + " and " +
       s.cast[1].actor.Full() + ". Photo: " + s.photographer + "/" + s.network + "</figcaption>\n      </figure>\n";
  size_t ad_at = s.paras.size() > 4 ? 2 + r.Below(s.paras.size() - 3) : s.paras.size();
  for (size_t i = 0; i < s.paras.size(); ++i) {
    if (i == ad_at)
      o += "      <div class=\"ad-slot\" id=\"ad-mid-" + std::to_string(i) + "\"><script>window.ads && ads.push('mid');</script></div>\n";
    o += i + 1 == s.paras.size() ? "      <p class=\"tagline-end\">" : "      <p>";
    AppendHtml(s.paras[i], s.style, &o);
    o += "</p>\n";
  }
  o += "    </article>\n";
  o += "    <div class=\"share\">Share on Facebook <a href=\"#\">f</a> Share on X <a href=\"#\">x</a> Copy link</div>\n";
  o += "    <aside class=\"related\">\n      <h2>Related articles</h2>\n      <ul>\n";
  for (int i = r.Range(3, 6); i > 0; --i) {
    std::string h = RelatedHeadline(r);
    o += "        <li><a href=\"/tv/" + Slug(h) + "\">";
    AppendHtml(h, s.style, &o);
    o += "</a></li>\n";
  }
  o += "      </ul>\n    </aside>\n";
  o += "    <div class=\"newsletter-signup\">\n      <form action=\"/subscribe\" method=\"post\">\n"
       "        <label>Get the best of TV in your inbox <input type=\"email\" name=\"email\"></label>\n"
       "        <button type=\"submit\">Sign up</button>\n      </form>\n    </div>\n  </main>\n";
  o += "  <footer class=\"site-footer\">\n    <p>&copy; " + local.published.substr(0, 4) + " " + s.outlet +
       ". All rights reserved.</p>\n    <ul><li><a href=\"/about\">About</a></li><li><a href=\"/privacy\">Privacy</a>"
       "</li><li><a href=\"/terms\">Terms</a></li><li><a href=\"/contact\">Contact</a></li></ul>\n  </footer>\n";
  o += "  <script src=\"/assets/js/app." + std::to_string(r.Below(90000) + 10000) + ".js\" defer></script>\n";
  o += "  <script>\n    (function(){ var d=document, s=d.createElement('script'); s.async=true;\n"
       "      s.src='/assets/js/comments.js'; d.body.appendChild(s);\n"
       "      d.querySelectorAll('.share a').forEach(function(a){ a.addEventListener('click', function(e){ e.preventDefault(); }); });\n"
       "    })();\n  </script>\n</body>\n</html>\n";
  if (info) *info = std::move(local);
  return o;
}

std::string CorpusGenerator::JsonLine(uint64_t index, bool html) const {
  ArticleInfo info;
  std::string body = html ? Html(index, &info) : Text(index, &info);
  std::string o;
  o.reserve(body.size() + 512);
  o += "{\"id\":";
  AppendJsonLiteral(info.id, &o);
  o += ",\"title\":";
  AppendJsonLiteral(info.title, &o);
  o += ",\"url\":";
  AppendJsonLiteral(info.url, &o);
  o += ",\"published\":";
  AppendJsonLiteral(info.published, &o);
  o += ",\"outlet\":";
  AppendJsonLiteral(info.outlet, &o);
  o += ",\"author\":";
  AppendJsonLiteral(info.author, &o);
  o += html ? ",\"html\":" : ",\"text\":";
  AppendJsonLiteral(body, &o);
  o += "}\n";
  return o;
}

}  // namespace sgbench

// Code point helpers for the text layer: ASCII fast paths, utf8proc beyond.
#pragma once

#include <utf8proc.h>

#include <charconv>
#include <cstdint>
#include <string_view>

namespace showgraph::text {

// Decodes the code point at s[i] (text is valid UTF-8); sets *len to its byte length.
inline char32_t DecodeAt(std::string_view s, size_t i, size_t* len) {
  auto c = static_cast<unsigned char>(s[i]);
  if (c < 0x80) {
    *len = 1;
    return c;
  }
  utf8proc_int32_t cp = 0;
  auto n = utf8proc_iterate(reinterpret_cast<const utf8proc_uint8_t*>(s.data() + i),
                            static_cast<utf8proc_ssize_t>(s.size() - i), &cp);
  if (n <= 0) {
    *len = 1;
    return 0xFFFD;
  }
  *len = static_cast<size_t>(n);
  return static_cast<char32_t>(cp);
}

inline bool IsSpace(char32_t c) {
  if (c < 0x80) return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
  return c == 0xA0 || (c >= 0x2000 && c <= 0x200B) || c == 0x202F || c == 0x205F || c == 0x3000 || c == 0x1680 ||
         c == 0x2028 || c == 0x2029 || c == 0xFEFF;
}

inline bool IsLetter(char32_t c) {
  if (c < 0x80) return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  auto cat = utf8proc_category(static_cast<utf8proc_int32_t>(c));
  return cat >= UTF8PROC_CATEGORY_LU && cat <= UTF8PROC_CATEGORY_LO;
}

inline bool IsDigit(char32_t c) { return c >= '0' && c <= '9'; }

inline bool IsUpper(char32_t c) {
  if (c < 0x80) return c >= 'A' && c <= 'Z';
  return utf8proc_category(static_cast<utf8proc_int32_t>(c)) == UTF8PROC_CATEGORY_LU;
}

inline bool IsApostrophe(char32_t c) { return c == '\'' || c == 0x2019; }
inline bool IsOpenDouble(char32_t c) { return c == 0x201C || c == 0x201E || c == 0xAB; }
inline bool IsCloseDouble(char32_t c) { return c == 0x201D || c == 0xBB; }
inline bool IsDoubleMark(char32_t c) { return c == '"' || IsOpenDouble(c) || IsCloseDouble(c); }
inline bool IsSingleMark(char32_t c) { return c == '\'' || c == 0x2018 || c == 0x2019 || c == 0x201A; }
inline bool IsQuoteMark(char32_t c) { return IsDoubleMark(c) || IsSingleMark(c); }

// The whole number the leading digits of s spell, or 0 when there are none or
// they spell more than an int holds ("Season 99999999999" in a fuzzed headline):
// article text never needs a number that large, and atoi would overflow.
inline int LeadingNumber(std::string_view s) {
  int n = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), n);
  return ec == std::errc() ? n : 0;
}

}  // namespace showgraph::text

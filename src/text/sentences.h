#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "showgraph/text.h"

namespace showgraph::text {

// Splits tokens[first, end) of paragraph `paragraph` into sentences, appending to *out,
// and flags each sentence's first token. Knows abbreviations ("Oct.", "p.m.", "Mr."),
// initials ("Lia M. Crane"), ellipses, and closing marks after the final stop.
void SplitSentences(std::string_view text, std::vector<Token>& tokens, uint32_t first, uint32_t end,
                    uint32_t paragraph, std::vector<Sentence>* out);

}  // namespace showgraph::text

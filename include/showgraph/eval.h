// Scoring extracted facts against gold, by the matching rules of SCHEMA.md (the same
// rules as shared/tools/score.py).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "showgraph/json.h"
#include "showgraph/status.h"

namespace showgraph {

struct KindScore {
  size_t tp = 0, fp = 0, fn = 0;
  double precision() const;
  double recall() const;
  double f1() const;
};

struct EvalReport {
  std::map<std::string, KindScore> kinds;  // only kinds with any gold or prediction
  KindScore micro;
  std::optional<double> quote_attribution, status_accuracy, season_accuracy;
  // Of the cast and crew facts found whose gold names a work, the share credited to it
  // (score.py matches them on names and role alone).
  std::optional<double> work_accuracy;
  size_t docs = 0, docs_predicted = 0;
  std::vector<std::string> errors;  // "doc: missed cast {...}" lines
};

// Scores predicted records against gold records (matched by doc id).
EvalReport Evaluate(const std::vector<FactsRecord>& gold, const std::vector<FactsRecord>& predicted);

// Reads a JSON Lines facts file; errors name the file and line.
Result<std::vector<FactsRecord>> LoadFactsFile(const std::string& path);

// The report as text, one line per kind, in the layout of score.py.
std::string FormatReport(const EvalReport& report, bool show_errors);

// Name normalization of SCHEMA.md: NFKC, lower case, curly to straight apostrophes, no
// brackets, white space folded, punctuation trimmed at the ends.
std::string NormalizeName(std::string_view s);

}  // namespace showgraph

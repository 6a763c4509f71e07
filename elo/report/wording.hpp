// What the report calls things, in words a reader knows: how games ended, what a setting means, and the
// short explanation of each statistical term (shown on hover and in the page's key).
#pragma once

#include <string>
#include <vector>

namespace gambit::report {

// "fifty_moves" -> "fifty-move rule", "adjudication_resign" -> "adjudicated as lost (resign rule)"; PGN
// Termination tags ("time forfeit", "normal") too. Unknown keys come back with '_' as spaces.
std::string termination_words(const std::string& key);

// A results file's setting, e.g. "openings.file" -> "opening file", "games" -> "games per encounter and
// round"; unknown keys come back with '.' and '_' as spaces.
std::string setting_words(const std::string& key);

// One term of the key: the word as shown and what it means.
struct Term {
    std::string word, meaning;
};
// "Elo", "LOS", "nElo", "SPRT", "H0", "H1", "LLR", "pentanomial", "DD+WL", ...
const std::vector<Term>& glossary();
// The meaning of `word` in the glossary ("" when it has none).
std::string meaning_of(const std::string& word);

}  // namespace gambit::report

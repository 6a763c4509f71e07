// -strength-history dir=D: the finished run's results file, without its per-game records, saved as the next run of a
// strength history (`gambit-elo history D`): D/NNNN-COMMIT.json, NNNN one more than the highest number there,
// with "commit" and "label" added. A CI job keeps D between runs (a cache or a branch) and so draws how the
// engine's Elo against its fixed reference moved from commit to commit.
#pragma once

#include <string>

namespace gambit::match {

// Returns the file written. `results` is the run's -results file; `commit` "" takes $GITHUB_SHA, else
// "unknown". Throws std::runtime_error (one line).
std::string append_history(const std::string& results, const std::string& dir, std::string commit,
                           const std::string& label);

}  // namespace gambit::match

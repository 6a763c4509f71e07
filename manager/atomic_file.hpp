// Replace a file's contents so that a reader (or a run killed at any instant) sees either the old or the
// new file, never a mix: write a temporary file beside it, then rename it over the target.
#pragma once

#include <string>

namespace gambit::match {

// Throws std::runtime_error naming the path on failure.
void write_file_atomically(const std::string& path, const std::string& contents);

}  // namespace gambit::match

// Replace a file's contents so that a reader (or a run killed at any instant) sees either the old or the
// new file, never a mix: write a temporary file beside it, then rename it over the target.
#pragma once

#include <functional>
#include <iosfwd>
#include <string>

namespace gambit::match {

// Throws std::runtime_error naming the path on failure.
void write_file_atomically(const std::string& path, const std::string& contents);
// The same, for contents written straight to the file by `write`: nothing of the size of the file is held
// in memory.
void write_file_atomically(const std::string& path, const std::function<void(std::ostream&)>& write);

}  // namespace gambit::match

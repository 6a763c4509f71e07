// Whether text is valid UTF-8. The results, state and config files are JSON, which is UTF-8: a value that is
// not (a Latin-1 engine path, say) is refused when it is given, not when a file is written mid-run.
#pragma once

#include <string_view>

namespace gambit::match {

bool is_utf8(std::string_view text);

}  // namespace gambit::match

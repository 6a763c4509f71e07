#include "manager/cli/utf8.hpp"

namespace gambit::match {

bool is_utf8(std::string_view text) {
    std::size_t i = 0;
    while (i < text.size()) {
        const auto lead = static_cast<unsigned char>(text[i]);
        // Sequence length and the lowest code point it may encode (shorter forms are overlong, invalid).
        int length = 0;
        char32_t code = 0, lowest = 0;
        if (lead < 0x80) length = 1, code = lead;
        else if ((lead & 0xE0) == 0xC0) length = 2, code = lead & 0x1F, lowest = 0x80;
        else if ((lead & 0xF0) == 0xE0) length = 3, code = lead & 0x0F, lowest = 0x800;
        else if ((lead & 0xF8) == 0xF0) length = 4, code = lead & 0x07, lowest = 0x10000;
        else return false;
        if (text.size() - i < static_cast<std::size_t>(length)) return false;
        for (int k = 1; k < length; ++k) {
            const auto next = static_cast<unsigned char>(text[i + static_cast<std::size_t>(k)]);
            if ((next & 0xC0) != 0x80) return false;
            code = (code << 6) | (next & 0x3F);
        }
        if (code < lowest || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) return false;
        i += static_cast<std::size_t>(length);
    }
    return true;
}

}  // namespace gambit::match

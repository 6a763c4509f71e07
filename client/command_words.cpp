#include "client/command_words.hpp"

#include <stdexcept>
#include <string_view>
#include <utility>

namespace gambit::match {

std::vector<std::string> command_words(const std::string& line) {
    std::vector<std::string> words;
    std::string word;
    bool in_word = false;  // '' and "" make a word, empty or not
    for (std::size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
            if (in_word) words.push_back(std::exchange(word, {}));
            in_word = false;
        } else if (c == '\'') {
            const std::size_t close = line.find('\'', i + 1);
            if (close == std::string::npos) throw std::invalid_argument("no closing quotation");
            word.append(line, i + 1, close - i - 1);
            i = close;
            in_word = true;
        } else if (c == '"') {
            for (++i;; ++i) {
                if (i >= line.size()) throw std::invalid_argument("no closing quotation");
                if (line[i] == '"') break;
                if (line[i] == '\\' && i + 1 < line.size() && std::string_view("\"\\").find(line[i + 1]) != std::string_view::npos)
                    ++i;
                word += line[i];
            }
            in_word = true;
        } else if (c == '\\') {
            if (i + 1 >= line.size()) throw std::invalid_argument("no escaped character");
            word += line[++i];
            in_word = true;
        } else {
            word += c;
            in_word = true;
        }
    }
    if (in_word) words.push_back(std::move(word));
    return words;
}

}  // namespace gambit::match

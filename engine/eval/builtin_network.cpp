#include "engine/eval/builtin_network.hpp"

#include <sstream>
#include <stdexcept>
#include <string>

// The file's bytes between two symbols (GAMBIT_BUILTIN_NETWORK: its path, from CMake).
asm(".section .rodata\n"
    ".balign 16\n"
    ".global gambit_builtin_network_begin\n"
    "gambit_builtin_network_begin:\n"
    ".incbin \"" GAMBIT_BUILTIN_NETWORK "\"\n"
    ".global gambit_builtin_network_end\n"
    "gambit_builtin_network_end:\n"
    ".previous\n");

extern "C" const char gambit_builtin_network_begin[];
extern "C" const char gambit_builtin_network_end[];

namespace gambit::eval {

std::shared_ptr<const Network> builtin_network() {
    static const std::shared_ptr<const Network> net = [] {
        std::istringstream in(std::string(gambit_builtin_network_begin, gambit_builtin_network_end), std::ios::binary);
        std::string error;
        auto loaded = read_network(in, "<builtin>", &error);
        if (!loaded) throw std::logic_error("the built-in network does not load: " + error);  // a broken build
        return loaded;
    }();
    return net;
}

std::shared_ptr<const Network> network_named(const std::string& name, std::string* error) {
    return name == "<builtin>" ? builtin_network() : load_network(name, error);
}

}  // namespace gambit::eval

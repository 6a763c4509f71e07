// fake-random: a legal random mover. Option Seed (default 0) makes its games reproducible.
#include "tests/fakes/fake_engine.hpp"

int main(int argc, char** argv) { return gambit::fakes::FakeEngine("random", argc, argv).run(); }

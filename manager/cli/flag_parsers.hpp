// How the words of each gambit-match flag change the settings: the shapes many flags share (a number, a
// switch, a file, a text) as templates over the MatchConfig field they set, and the flags with rules of
// their own. The table in flags.cpp names one of these per flag; every error is a one-line UsageError.
#pragma once

#include <cstdint>
#include <limits>
#include <string>
#include <utility>

#include "manager/cli/cli_values.hpp"
#include "manager/cli/flags.hpp"

namespace gambit::match {

void expect_count(const GivenFlag& flag, std::size_t count);
const std::string& one_value(const GivenFlag& flag);  // the flag's only word
// For -pgnout/-results/-state/-config/-dump-config: "file=F" or a bare "F"; extra keys are rejected.
std::string file_value(const GivenFlag& flag);
// The words of a flag as one value ("-event Gambit test" = "Gambit test").
std::string joined_value(const GivenFlag& flag);

namespace flag_detail {
template <typename>
struct Field;
template <typename T>
struct Field<T MatchConfig::*> {
    using type = T;
};
}  // namespace flag_detail

// -rounds N: an integer in [Min, Max] (Max beyond the field's type: up to its largest value).
template <auto Member, std::int64_t Min, std::int64_t Max = std::numeric_limits<std::int64_t>::max()>
void integer(FlagParse& p, const GivenFlag& flag) {
    using Int = typename flag_detail::Field<decltype(Member)>::type;
    constexpr Int max = std::in_range<Int>(Max) ? static_cast<Int>(Max) : std::numeric_limits<Int>::max();
    p.config.*Member = to_int<Int>(one_value(flag), "-" + flag.name, static_cast<Int>(Min), max);
}

// -noswap: a switch that takes no value.
template <auto Member>
void switch_on(FlagParse& p, const GivenFlag& flag) {
    expect_count(flag, 0);
    p.config.*Member = true;
}

// -results file=F.json
template <auto Member>
void file(FlagParse& p, const GivenFlag& flag) {
    p.config.*Member = file_value(flag);
}

// -event Gambit test
template <auto Member>
void text(FlagParse& p, const GivenFlag& flag) {
    p.config.*Member = joined_value(flag);
}

// Flags with rules of their own, in the order of --help.
void parse_engine(FlagParse& p, const GivenFlag& flag);
void parse_each(FlagParse& p, const GivenFlag& flag);
void parse_tournament(FlagParse& p, const GivenFlag& flag);
void parse_repeat(FlagParse& p, const GivenFlag& flag);
void parse_no_op(FlagParse& p, const GivenFlag& flag);  // -force-concurrency: concurrency is never capped
void parse_use_affinity(FlagParse& p, const GivenFlag& flag);
void parse_openings(FlagParse& p, const GivenFlag& flag);
void parse_seed(FlagParse& p, const GivenFlag& flag);
void parse_shard(FlagParse& p, const GivenFlag& flag);
void parse_variant(FlagParse& p, const GivenFlag& flag);
void parse_bookmode(FlagParse& p, const GivenFlag& flag);
void parse_draw(FlagParse& p, const GivenFlag& flag);
void parse_resign(FlagParse& p, const GivenFlag& flag);
void parse_adjudication(FlagParse& p, const GivenFlag& flag);
void parse_tb(FlagParse& p, const GivenFlag& flag);
void parse_tbpieces(FlagParse& p, const GivenFlag& flag);
void parse_tbignore50(FlagParse& p, const GivenFlag& flag);
void parse_tbadjudicate(FlagParse& p, const GivenFlag& flag);
void parse_sprt(FlagParse& p, const GivenFlag& flag);
void parse_report(FlagParse& p, const GivenFlag& flag);
void parse_output(FlagParse& p, const GivenFlag& flag);
void parse_resultformat(FlagParse& p, const GivenFlag& flag);
void parse_pgnout(FlagParse& p, const GivenFlag& flag);
void parse_crc32(FlagParse& p, const GivenFlag& flag);
void parse_log(FlagParse& p, const GivenFlag& flag);
void parse_debug(FlagParse& p, const GivenFlag& flag);
void parse_serve(FlagParse& p, const GivenFlag& flag);
void parse_history(FlagParse& p, const GivenFlag& flag);
void parse_autosaveinterval(FlagParse& p, const GivenFlag& flag);
void parse_list_engines(FlagParse& p, const GivenFlag& flag);
void parse_config(FlagParse& p, const GivenFlag& flag);
void parse_epdout(FlagParse& p, const GivenFlag& flag);
void parse_concurrency(FlagParse& p, const GivenFlag& flag);
void parse_quick(FlagParse& p, const GivenFlag& flag);
void parse_dialect_flag(FlagParse& p, const GivenFlag& flag);
void parse_startup_ms(FlagParse& p, const GivenFlag& flag);
void parse_ready_ms(FlagParse& p, const GivenFlag& flag);
void parse_dump_config(FlagParse& p, const GivenFlag& flag);
void parse_help(FlagParse& p, const GivenFlag& flag);
void parse_version(FlagParse& p, const GivenFlag& flag);

}  // namespace gambit::match

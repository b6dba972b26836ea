#pragma once
// The request-set options shared by every command that loads (run, ab, and
// capacity/sweep): --mix, --var, --seed, and the sources --targets, --urls,
// --har (with --include-static). requestSetFromArgs() is the one place that
// turns them into LoadConfig::mix (docs/requests.md).
#include "engine/load_config.h"
#include "util/error.h"
#include "util/option_parser.h"

#include <optional>
#include <string>
#include <vector>

namespace bwcli {

std::vector<bw::OptionSpec> requestOptionSpecs();

struct RequestSetArgs {
    bool demo = false;          // --demo: the positional is a path on the demo target
    bool keepSecrets = false;   // --keep-secrets: a HAR's cookies and authorization are kept
    // The command line's URL (or demo path), if any. A source whose requests
    // carry their origin (--targets, --urls, --har) puts that origin here when
    // it is empty; the caller passes it on to targetSpecFromArgs(). Null for
    // commands whose URLs are their own (ab).
    std::vector<std::string>* positional = nullptr;
};

// Fills cfg->mix from the options: a mix file or an imported source, the
// --var variables added to it, --seed; or, with --var or a {{placeholder}}
// in the URL, headers or body, a set of one entry: the run's own request.
// Picks a seed when none was given (so every round of a command draws the
// same requests). `note` gets what an importer read, kept and left out (a
// line per source; --as-flow adds what it found).
// Refusals name the option and the problem (exit 2); the set itself is
// checked against the run by checkRequestSet().
std::optional<bw::Error> requestSetFromArgs(const bw::OptionParser& p, const RequestSetArgs& args, bw::LoadConfig* cfg,
                                            std::string* note);

// Checks cfg.mix against cfg.url before anything is started or sent (for
// the demo target, whose URL comes later, against a stand-in on 127.0.0.1).
std::optional<bw::Error> checkRequestSet(const bw::LoadConfig& cfg, bool demo);

// "request set mix.json: 3 requests, weighted, seed 42": the banner's line ("" without a set).
std::string requestSetLine(const bw::RequestSet& set);

} // namespace bwcli

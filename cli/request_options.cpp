#include "cli/request_options.h"

#include "engine/request/compiled_requests.h"
#include "engine/request/text_template.h"
#include "engine/url.h"
#include "mix/har_flow.h"
#include "mix/har_import.h"
#include "mix/mix_json.h"
#include "mix/targets_import.h"
#include "mix/url_list_import.h"
#include "mix/var_spec.h"
#include "util/units.h"

#include <charconv>
#include <random>

namespace bwcli {

std::vector<bw::OptionSpec> requestOptionSpecs()
{
    return {
        {"mix", 0, true, "FILE", "send a request set: entries by weight or in sequence, {{variables}} per request (docs/requests.md)"},
        {"var", 0, true, "NAME=KIND", "a variable for {{NAME}}: random:1:300, sequence:1:10, choice:a,b, uuid, file:ids.csv:COLUMN; repeatable"},
        {"seed", 0, true, "N", "seed of a request set's random picks (default: a new one, recorded in the result)"},
        {"targets", 0, true, "FILE", "a request set from a vegeta targets file (http format)"},
        {"urls", 0, true, "FILE", "a request set from a list of URLs, one per line"},
        {"har", 0, true, "FILE", "a request set from a browser's HAR export: the run's origin, without static assets"},
        {"include-static", 0, false, "", "with --har: keep images, scripts, styles and fonts"},
        {"as-flow", 0, false, "", "with --har: one flow in the recorded order, values a response gave and a later request sent extracted (docs/flows.md)"},
        {"think-time", 0, true, "recorded", "with --har --as-flow: the recorded gaps between requests as think times"},
    };
}

namespace {

bool hasPlaceholder(const std::string& s) { return s.find("{{") != std::string::npos; }

std::optional<bw::Error> at(const std::string& option, const std::string& why) { return bw::Error("--" + option, why); }

} // namespace

std::optional<bw::Error> requestSetFromArgs(const bw::OptionParser& p, const RequestSetArgs& args, bw::LoadConfig* cfg,
                                            std::string* note)
{
    int sources = 0;
    for (const char* o : {"mix", "targets", "urls", "har"})
        sources += p.has(o) ? 1 : 0;
    if (sources > 1)
        return bw::Error(std::string(), "give only one of --mix, --targets, --urls and --har");
    if (p.has("include-static") && !p.has("har"))
        return at("include-static", "only applies with --har");
    if (p.has("as-flow") && !p.has("har"))
        return at("as-flow", "only applies with --har");
    if (p.has("think-time") && !p.has("as-flow"))
        return at("think-time", "only applies with --har --as-flow");
    if (p.has("think-time") && p.value("think-time") != "recorded")
        return at("think-time", "expected \"recorded\", got '" + p.value("think-time") + "'");
    const std::string given = args.positional && !args.positional->empty() ? args.positional->front() : std::string();
    bw::RequestSet set;
    if (p.has("mix")) {
        auto read = bw::readMixFile(p.value("mix"));
        if (!read)
            return at("mix", read.error().text());
        set = std::move(*read);
    } else if (p.has("targets") || p.has("urls") || p.has("har")) {
        const char* option = p.has("targets") ? "targets" : p.has("urls") ? "urls" : "har";
        bw::Result<bw::ImportedRequests> imported = bw::ImportedRequests{};
        if (p.has("targets")) {
            imported = bw::importVegetaTargets(p.value("targets"));
        } else if (p.has("urls")) {
            imported = bw::importUrlList(p.value("urls"));
        } else {
            bw::HarImportOptions o;
            o.includeStatic = p.has("include-static");
            o.keepSecrets = args.keepSecrets;
            if (!given.empty() && !args.demo) {
                auto u = bw::parseUrl(given);
                if (!u)
                    return u.error();
                o.origin = u->scheme + "://" + u->hostHeader();
            }
            if (p.has("as-flow")) {
                bw::HarFlowOptions fo;
                fo.har = o;
                fo.recordedThink = p.has("think-time");
                auto flow = bw::importHarAsFlow(p.value("har"), fo);
                if (!flow)
                    return at("har", flow.error().text());
                if (note) {
                    // what was found, listed before the run (the way correlation rules are shown)
                    for (const std::string& line : flow->listing())
                        *note += "--har " + p.value("har") + " --as-flow: " + line + "\n";
                }
                imported = std::move(flow->imported);
            } else {
                imported = bw::importHar(p.value("har"), o);
            }
        }
        if (!imported)
            return at(option, imported.error().text());
        if (note)
            *note += "--" + std::string(option) + " " + p.value(option) + ": " + imported->note() + "\n";
        set = std::move(imported->set);
        // Without a URL on the command line, the run loads the file's origin.
        if (args.positional && args.positional->empty() && !args.demo)
            args.positional->push_back(imported->origin + "/");
    }
    // On the demo target a set's paths start at its root, not at its default /json.
    if (!set.empty() && args.demo && args.positional && args.positional->empty())
        args.positional->push_back("/");
    if (!set.empty())
        for (const char* o : {"method", "body", "body-file"})
            if (p.has(o))
                return at(o, "a request set's requests carry their own method and body (give them in the set)");
    for (const std::string& spec : p.values("var")) {
        auto v = bw::parseVarSpec(spec);
        if (!v)
            return at("var", v.error().text());
        bool used = hasPlaceholder(given) || hasPlaceholder(cfg->body);
        for (const bw::HeaderField& h : cfg->headers)
            used = used || hasPlaceholder(h.value);
        std::vector<const bw::RequestEntry*> requests;
        for (const bw::RequestEntry& e : set.entries)
            requests.push_back(&e);
        for (const bw::Flow& f : set.flows)
            for (const bw::FlowStep& s : f.steps)
                requests.push_back(&s.request);
        for (const bw::RequestEntry* ep : requests) {
            const bw::RequestEntry& e = *ep;
            for (const std::string& text : {e.path, e.body})
                for (const std::string& name : bw::templateNames(text))
                    used = used || name == v->name;
            for (const bw::HeaderField& h : e.headers)
                for (const std::string& name : bw::templateNames(h.value))
                    used = used || name == v->name;
        }
        if (!used)
            return at("var", "{{" + v->name + "}} appears nowhere: not in the URL, the headers, the body or the set's requests");
        // replaces a variable of the same name (the set's, or an earlier --var)
        std::erase_if(set.variables, [&](const bw::RequestVariable& x) { return x.name == v->name; });
        set.variables.push_back(std::move(*v));
    }
    bool templated = hasPlaceholder(given) || hasPlaceholder(cfg->body);
    for (const bw::HeaderField& h : cfg->headers)
        templated = templated || hasPlaceholder(h.value);
    if (set.empty() && (templated || p.has("var")) && !args.positional)
        return at("var", "here a templated path goes in a --mix file (this command's URLs are its own)");
    if (set.empty() && (templated || p.has("var"))) {
        // The run's own request, its placeholders filled per request.
        bw::RequestEntry e;
        e.method = cfg->method;
        e.path = given.empty() ? std::string("/") : given;
        e.body = cfg->body;
        auto u = bw::parseUrl(e.path);
        e.name = bw::defaultEntryName(e.method, u ? u->target : e.path);
        set.entries.push_back(std::move(e));
        set.source = "--var";
        // The run's URL becomes the origin (the demo target's root): the entry holds the path.
        if (args.positional && !args.positional->empty() && !args.demo && u)
            (*args.positional)[0] = u->scheme + "://" + u->hostHeader() + "/";
        else if (args.positional && !args.positional->empty() && args.demo)
            (*args.positional)[0] = "/";
    }
    if (p.has("seed")) {
        if (set.empty())
            return at("seed", "only with a request set (--mix, --var, --targets, --urls, --har)");
        // a plain integer (any seed a result recorded), not a count with k/M suffixes
        const std::string text = p.value("seed");
        uint64_t n = 0;
        const auto r = std::from_chars(text.data(), text.data() + text.size(), n);
        if (r.ec == std::errc::result_out_of_range || (r.ec == std::errc() && r.ptr == text.data() + text.size() && n > bw::kMaxRequestSeed))
            return at("seed", "at most " + std::to_string(bw::kMaxRequestSeed) + ", got " + text);
        if (r.ec != std::errc() || r.ptr != text.data() + text.size() || text.empty())
            return at("seed", "expected a whole number, got '" + text + "'");
        set.seed = n;
        set.seedSet = true;
    }
    if (!set.empty() && !set.seedSet) {
        set.seed = (uint64_t(std::random_device{}()) << 21 ^ std::random_device{}()) & bw::kMaxRequestSeed;
        set.seedSet = true;
    }
    cfg->mix = std::move(set);
    return std::nullopt;
}

std::optional<bw::Error> checkRequestSet(const bw::LoadConfig& cfg, bool demo)
{
    if (cfg.mix.empty())
        return std::nullopt;
    bw::LoadConfig probe = cfg;
    if (demo || probe.url.empty())
        probe.url = "http://127.0.0.1/";
    auto compiled = bw::compileRequestSet(probe);
    if (!compiled)
        return compiled.error();
    return std::nullopt;
}

std::string requestSetLine(const bw::RequestSet& set)
{
    if (set.empty())
        return {};
    std::string what;
    if (!set.entries.empty())
        what = std::to_string(set.entries.size()) + " request" + (set.entries.size() == 1 ? "" : "s");
    if (!set.flows.empty()) {
        size_t steps = 0;
        for (const bw::Flow& f : set.flows)
            steps += f.steps.size();
        what += (what.empty() ? "" : " and ") + std::to_string(set.flows.size()) + " flow" + (set.flows.size() == 1 ? "" : "s") + " ("
                + std::to_string(steps) + " step" + (steps == 1 ? "" : "s") + ")";
    }
    return "  request set " + set.source + ": " + what + ", " + bw::requestOrderName(set.order) + ", seed "
           + std::to_string(set.seed) + "\n";
}

} // namespace bwcli

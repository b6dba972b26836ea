#include "window/gui_options.h"

#include "engine/stage_list.h"
#include "link/link_profile.h"
#include "metrics/metrics_address.h"
#include "run/split_plan.h"

#include "util/option_parser.h"
#include "util/units.h"

#include <QCoreApplication>

namespace bwui {

bool parseDurationSec(const QString& text, double* seconds)
{
    const auto v = bw::parseDuration(text.toStdString());
    if (!v)
        return false;
    *seconds = *v;
    return true;
}

QString guiHelpText()
{
    return QCoreApplication::translate(
        "GuiOptions",
        "Usage: benchwork [options]\n"
        "\n"
        "Benchwork: a workbench for HTTP load tests. Without options the window opens with the last\n"
        "settings and the built-in demo target started in the background.\n"
        "\n"
        "Target:\n"
        "  --demo                 load the built-in demo target (default without --url)\n"
        "  --url URL              load this URL (no server process is watched)\n"
        "  -m, --method METHOD    HTTP method (default GET)\n"
        "  -H, --header 'N: V'    extra request header (repeatable)\n"
        "  --body TEXT            request body\n"
        "  --mix FILE             send a request set (docs/requests.md) instead of one request\n"
        "Load:\n"
        "  -c, --connections N    virtual users (concurrent connections)\n"
        "  -t, --threads N        load threads (0: one per CPU this process may use)\n"
        "  -d, --duration TIME    measured phase, e.g. 10s, 2m\n"
        "  -n, --requests N       measure exactly N requests instead\n"
        "  --warmup TIME          load before measuring, not counted\n"
        "  --rate RPS             fixed rate (open model)\n"
        "  --stages D:T,...       ramp in stages, e.g. 30s:100,1m:100 (VUs; requests/s with --rate)\n"
        "  --timeout TIME         per request\n"
        "  --engine KIND          auto, native or curl\n"
        "  --http2                HTTP/2: h2c on http://, h2 by ALPN on https://\n"
        "  --http3                HTTP/3 over QUIC (https:// only)\n"
        "  --streams N            HTTP/2 or HTTP/3 streams per connection (like h2load's -m)\n"
        "  -k, --insecure         accept any TLS certificate\n"
        "  --tls-min VERSION      lowest TLS version: 1.2 or 1.3\n"
        "  --split S:C            the server's and the client's own CPUs: auto, off or S:C\n"
        "  --link NETWORK         local, lan, wifi, wifi-poor, lte or intercontinental\n"
        "  --slo-rps RPS          pass only at or above this rate\n"
        "  --slo-p99 TIME         pass only with p99 at or below this, e.g. 5ms\n"
        "Window:\n"
        "  --autorun              start a run at once and print a one-line summary when it ends\n"
        "  --quit-after           with --autorun: close when the run ends (exit 0; 1 if the\n"
        "                         run failed, its target ended or it missed the SLO; 2 if it\n"
        "                         could not start)\n"
        "  --language CODE        system, en or ko\n"
        "  --tick-ms N            live refresh period in ms (default 100)\n"
        "  --presentation         open the presentation view (F11) at once\n"
        "  --theme THEME          system, light or dark\n"
        "  --baseline RUN         none, last (the same target and load) or a history run id\n"
        "  --control PATH         listen on a Unix socket for 'vus N', 'rate N' and 'stop'\n"
        "  --metrics [ADDR:]PORT  serve each run's figures on http://ADDR:PORT/metrics for\n"
        "                         Prometheus (loopback only; ADDR defaults to 127.0.0.1)\n"
        "  --capacity MODE        open the Capacity tab as a search or a sweep; with --autorun\n"
        "                         run it (exit 0 found or complete, 1 not, 2 could not start)\n"
        "  -h, --help             show this text\n"
        "  -v, --version          show the version\n");
}

namespace {

// The options parseGuiOptions knows (--help and --version are the caller's).
// Exactly "--name value" and "-c value", as the window has always taken them:
// no "--name=value", no "-c50", no "--".
std::vector<bw::OptionSpec> guiOptionSpecs()
{
    // Help: guiHelpText(), translated as a whole.
    return {
        {"autorun", 0, false, "", ""},
        {"quit-after", 0, false, "", ""},
        {"demo", 0, false, "", ""},
        {"url", 0, true, "URL", ""},
        {"method", 'm', true, "METHOD", ""},
        {"header", 'H', true, "'N: V'", "", true},
        {"body", 0, true, "TEXT", ""},
        {"mix", 0, true, "FILE", ""},
        {"connections", 'c', true, "N", ""},
        {"threads", 't', true, "N", ""},
        {"duration", 'd', true, "TIME", ""},
        {"requests", 'n', true, "N", ""},
        {"warmup", 0, true, "TIME", ""},
        {"rate", 0, true, "RPS", ""},
        {"timeout", 0, true, "TIME", ""},
        {"engine", 0, true, "KIND", ""},
        {"http2", 0, false, "", ""},
        {"http3", 0, false, "", ""},
        {"streams", 0, true, "N", ""},
        {"insecure", 'k', false, "", ""},
        {"tls-min", 0, true, "VERSION", ""},
        {"split", 0, true, "S:C", ""},
        {"link", 0, true, "NETWORK", ""},
        {"slo-rps", 0, true, "RPS", ""},
        {"slo-p99", 0, true, "TIME", ""},
        {"language", 0, true, "CODE", ""},
        {"tick-ms", 0, true, "N", ""},
        {"presentation", 0, false, "", ""},
        {"theme", 0, true, "THEME", ""},
        {"baseline", 0, true, "RUN", ""},
        {"stages", 0, true, "D:T,...", ""},
        {"control", 0, true, "PATH", ""},
        {"metrics", 0, true, "[ADDR:]PORT", ""},
        {"capacity", 0, true, "MODE", ""},
    };
}

} // namespace

bool parseGuiOptions(const QStringList& arguments, GuiOptions* out, QString* error)
{
    GuiOptions o;
    auto failWith = [&](const QString& message) {
        *error = message;
        return false;
    };
    std::vector<std::string> args;
    for (const QString& arg : arguments)
        args.push_back(arg.toStdString());
    bw::OptionParser parser(guiOptionSpecs(), bw::OptionSyntax{.longInlineValue = false, .shortAttachedValue = false, .doubleDashEndsOptions = false});
    parser.start(args, 1);
    bw::OptionToken token;
    while (parser.next(&token)) {
        const QString a = QString::fromStdString(token.shown);
        QString v = QString::fromStdString(token.value);
        auto needValue = [&]() {
            return failWith(QCoreApplication::translate("GuiOptions", "Option %1 needs a value.").arg(a));
        };
        auto badValue = [&](const char* what) {
            return failWith(QCoreApplication::translate("GuiOptions", "Option %1: '%2' is not %3.")
                                .arg(a, v, QCoreApplication::translate("GuiOptions", what)));
        };
        auto notPositive = [&]() {
            return failWith(QCoreApplication::translate("GuiOptions", "Option %1 must be greater than zero (got '%2').").arg(a, v));
        };
        if (token.kind == bw::OptionToken::Kind::MissingValue)
            return needValue();
        if (token.kind == bw::OptionToken::Kind::Conflicting)
            return failWith(QCoreApplication::translate("GuiOptions", "Option %1 was given twice with different values: "
                                                                      "'%2' and '%3'. Give it once.")
                                .arg(a, QString::fromStdString(token.previous), v));
        if (token.kind != bw::OptionToken::Kind::Option)
            return failWith(QCoreApplication::translate("GuiOptions", "Unknown option: %1 (see --help)")
                                .arg(QString::fromStdString(token.raw)));
        const std::string& name = token.spec->longName;
        if (name == "autorun") {
            o.autorun = true;
        } else if (name == "quit-after") {
            o.quitAfter = true;
        } else if (name == "demo") {
            o.demo = true;
        } else if (name == "url") {
            o.url = v;
        } else if (name == "method") {
            o.method = v;
        } else if (name == "header") {
            if (v.indexOf(QLatin1Char(':')) <= 0)
                return badValue(QT_TRANSLATE_NOOP("GuiOptions", "a header of the form 'Name: value'"));
            o.headers << v;
        } else if (name == "body") {
            o.body = v;
        } else if (name == "mix") {
            o.mixFile = v;
        } else if (name == "connections") {
            bool ok = false;
            const int n = v.toInt(&ok);
            if (!ok || n < 1)
                return badValue(QT_TRANSLATE_NOOP("GuiOptions", "a whole number of at least 1"));
            o.connections = n;
        } else if (name == "threads") {
            bool ok = false;
            const int n = v.toInt(&ok);
            if (!ok || n < 0)
                return badValue(QT_TRANSLATE_NOOP("GuiOptions", "a whole number of at least 0"));
            o.threads = n;
        } else if (name == "duration") {
            double s = 0;
            if (!parseDurationSec(v, &s))
                return badValue(QT_TRANSLATE_NOOP("GuiOptions", "a duration such as 10s, 500ms or 2m"));
            if (!(s > 0))
                return notPositive();
            o.durationSec = s;
        } else if (name == "requests") {
            bool ok = false;
            const qulonglong n = v.toULongLong(&ok);
            if (!ok || n < 1)
                return badValue(QT_TRANSLATE_NOOP("GuiOptions", "a whole number of at least 1"));
            o.requests = n;
        } else if (name == "warmup") {
            double s = 0;
            if (!parseDurationSec(v, &s))
                return badValue(QT_TRANSLATE_NOOP("GuiOptions", "a duration such as 10s, 500ms or 2m"));
            o.warmupSec = s;
        } else if (name == "timeout") {
            double s = 0;
            if (!parseDurationSec(v, &s))
                return badValue(QT_TRANSLATE_NOOP("GuiOptions", "a duration such as 10s, 500ms or 2m"));
            if (!(s > 0))
                return notPositive();
            o.timeoutSec = s;
        } else if (name == "rate") {
            const auto r = bw::parseDecimal(v.toStdString());
            if (!r)
                return badValue(QT_TRANSLATE_NOOP("GuiOptions", "a rate in requests per second"));
            o.rate = *r;
        } else if (name == "engine") {
            auto k = bw::parseEngineKind(v.toStdString());
            if (!k)
                return badValue(QT_TRANSLATE_NOOP("GuiOptions", "auto, native or curl"));
            o.engine = *k;
        } else if (name == "http2") {
            o.http2 = true;
        } else if (name == "http3") {
            o.http3 = true;
        } else if (name == "streams") {
            static_assert(bw::kMaxStreams == 1000, "the --streams message names the limit");
            bool ok = false;
            const int n = v.toInt(&ok);
            if (!ok || n < 1 || n > bw::kMaxStreams)
                return badValue(QT_TRANSLATE_NOOP("GuiOptions", "a whole number of streams from 1 to 1000"));
            o.streams = n;
        } else if (name == "insecure") {
            o.insecure = true;
        } else if (name == "tls-min") {
            if (!bw::validTlsMinVersion(v.toStdString()) || v.isEmpty())
                return badValue(QT_TRANSLATE_NOOP("GuiOptions", "1.2 or 1.3"));
            o.tlsMin = v;
        } else if (name == "split") {
            if (!bw::parseSplit(v.toStdString()))
                return badValue(QT_TRANSLATE_NOOP("GuiOptions", "auto, off, or the server's and the client's CPUs as S:C"));
            o.split = v;
        } else if (name == "link") {
            auto p = bw::parseLinkProfile(v.toStdString());
            if (!p || (!p->empty() && bw::formatLinkProfile(*p) != p->name))   // the window offers the presets
                return badValue(QT_TRANSLATE_NOOP("GuiOptions", "local, lan, wifi, wifi-poor, lte or intercontinental"));
            o.link = QString::fromStdString(p->name);
        } else if (name == "slo-rps") {
            const auto r = bw::parseDecimal(v.toStdString());
            if (!r)
                return badValue(QT_TRANSLATE_NOOP("GuiOptions", "a rate in requests per second"));
            o.sloRps = *r;
        } else if (name == "slo-p99") {
            double s = 0;
            if (!parseDurationSec(v, &s))
                return badValue(QT_TRANSLATE_NOOP("GuiOptions", "a duration such as 10s, 500ms or 2m"));
            if (!(s > 0))
                return notPositive();
            o.sloP99Us = s * 1e6;
        } else if (name == "language") {
            if (v == QLatin1String("system"))
                v.clear();
            else if (v != QLatin1String("en") && v != QLatin1String("ko"))
                return badValue(QT_TRANSLATE_NOOP("GuiOptions", "system, en or ko"));
            o.language = v;
        } else if (name == "tick-ms") {
            bool ok = false;
            const int n = v.toInt(&ok);
            if (!ok || n < 10 || n > 1000)
                return badValue(QT_TRANSLATE_NOOP("GuiOptions", "a period from 10 to 1000 ms"));
            o.tickMs = n;
        } else if (name == "capacity") {
            if (v != QLatin1String("search") && v != QLatin1String("sweep"))
                return badValue(QT_TRANSLATE_NOOP("GuiOptions", "search or sweep"));
            o.capacity = v;
        } else if (name == "presentation") {
            o.presentation = true;
        } else if (name == "theme") {
            if (v == QLatin1String("system"))
                v.clear();
            else if (v != QLatin1String("light") && v != QLatin1String("dark"))
                return badValue(QT_TRANSLATE_NOOP("GuiOptions", "system, light or dark"));
            o.theme = v;
        } else if (name == "stages") {
            // The CLI's own parser and grammar (engine/stage_list.h).
            const auto stages = bw::parseStageList(v.toStdString());
            if (!stages)
                return failWith(QCoreApplication::translate("GuiOptions", "Option %1: %2")
                                    .arg(a, QString::fromStdString(stages.error().reason())));
            o.stages = *stages;
        } else if (name == "control") {
            if (v.isEmpty())
                return badValue(QT_TRANSLATE_NOOP("GuiOptions", "a path for the socket"));
            o.control = v;
        } else if (name == "metrics") {
            // The CLI's own grammar and loopback rule (metrics/metrics_address.h).
            const auto where = bw::parseMetricsAddress(v.toStdString(), false);
            if (!where)
                return failWith(QCoreApplication::translate("GuiOptions", "Option %1: %2")
                                    .arg(a, QString::fromStdString(where.error().reason())));
            o.metrics = v;
        } else if (name == "baseline") {
            bool ok = false;
            const qlonglong id = v.toLongLong(&ok);
            if (v != QLatin1String("none") && v != QLatin1String("last") && !(ok && id > 0))
                return badValue(QT_TRANSLATE_NOOP("GuiOptions", "none, last or a run id"));
            o.baseline = v;
        }
    }
    if (o.quitAfter && !o.autorun)
        return failWith(QCoreApplication::translate("GuiOptions", "--quit-after needs --autorun."));
    if (o.demo && o.url)
        return failWith(QCoreApplication::translate("GuiOptions", "--demo and --url exclude each other."));
    if (o.streams && !o.http2 && !o.http3)
        return failWith(QCoreApplication::translate("GuiOptions", "--streams needs --http2 or --http3."));
    if (o.http2 && o.http3)
        return failWith(QCoreApplication::translate("GuiOptions", "--http2 and --http3 exclude each other."));
    if (o.stages && (o.durationSec || o.requests))
        return failWith(QCoreApplication::translate("GuiOptions", "--stages sets the length: leave out --duration and --requests."));
    if (o.durationSec && o.requests)
        return failWith(QCoreApplication::translate("GuiOptions", "--duration and --requests exclude each other."));
    *out = o;
    return true;
}

} // namespace bwui

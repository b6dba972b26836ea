#include "window/gui_options.h"

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
        "Load:\n"
        "  -c, --connections N    virtual users (concurrent connections)\n"
        "  -t, --threads N        load threads (0: one per core)\n"
        "  -d, --duration TIME    measured phase, e.g. 10s, 2m\n"
        "  -n, --requests N       measure exactly N requests instead\n"
        "  --warmup TIME          load before measuring, not counted\n"
        "  --rate RPS             fixed rate (open model)\n"
        "  --timeout TIME         per request\n"
        "  --engine KIND          auto, native or curl\n"
        "  --slo-rps RPS          pass only at or above this rate\n"
        "  --slo-p99 TIME         pass only with p99 at or below this, e.g. 5ms\n"
        "Window:\n"
        "  --autorun              start a run at once and print a one-line summary when it ends\n"
        "  --quit-after           with --autorun: close when the run ends\n"
        "                         (exit 0, 1 if the SLO failed, 2 if the run could not start)\n"
        "  --language CODE        system, en or ko\n"
        "  --tick-ms N            live refresh period in ms (default 100)\n"
        "  -h, --help             show this text\n"
        "  -v, --version          show the version\n");
}

bool parseGuiOptions(const QStringList& arguments, GuiOptions* out, QString* error)
{
    GuiOptions o;
    auto failWith = [&](const QString& message) {
        *error = message;
        return false;
    };
    for (int i = 1; i < arguments.size(); ++i) {
        const QString a = arguments[i];
        auto value = [&](QString* v) {
            if (i + 1 >= arguments.size())
                return false;
            *v = arguments[++i];
            return true;
        };
        QString v;
        auto needValue = [&]() {
            return failWith(QCoreApplication::translate("GuiOptions", "Option %1 needs a value.").arg(a));
        };
        auto badValue = [&](const char* what) {
            return failWith(QCoreApplication::translate("GuiOptions", "Option %1: '%2' is not %3.")
                                .arg(a, v, QCoreApplication::translate("GuiOptions", what)));
        };
        if (a == QLatin1String("--autorun")) {
            o.autorun = true;
        } else if (a == QLatin1String("--quit-after")) {
            o.quitAfter = true;
        } else if (a == QLatin1String("--demo")) {
            o.demo = true;
        } else if (a == QLatin1String("--url")) {
            if (!value(&v)) return needValue();
            o.url = v;
        } else if (a == QLatin1String("-m") || a == QLatin1String("--method")) {
            if (!value(&v)) return needValue();
            o.method = v;
        } else if (a == QLatin1String("-H") || a == QLatin1String("--header")) {
            if (!value(&v)) return needValue();
            if (v.indexOf(QLatin1Char(':')) <= 0)
                return badValue(QT_TRANSLATE_NOOP("GuiOptions", "a header of the form 'Name: value'"));
            o.headers << v;
        } else if (a == QLatin1String("--body")) {
            if (!value(&v)) return needValue();
            o.body = v;
        } else if (a == QLatin1String("-c") || a == QLatin1String("--connections")) {
            if (!value(&v)) return needValue();
            bool ok = false;
            const int n = v.toInt(&ok);
            if (!ok || n < 1)
                return badValue(QT_TRANSLATE_NOOP("GuiOptions", "a whole number of at least 1"));
            o.connections = n;
        } else if (a == QLatin1String("-t") || a == QLatin1String("--threads")) {
            if (!value(&v)) return needValue();
            bool ok = false;
            const int n = v.toInt(&ok);
            if (!ok || n < 0)
                return badValue(QT_TRANSLATE_NOOP("GuiOptions", "a whole number of at least 0"));
            o.threads = n;
        } else if (a == QLatin1String("-d") || a == QLatin1String("--duration")) {
            if (!value(&v)) return needValue();
            double s = 0;
            if (!parseDurationSec(v, &s) || s <= 0)
                return badValue(QT_TRANSLATE_NOOP("GuiOptions", "a duration such as 10s, 500ms or 2m"));
            o.durationSec = s;
        } else if (a == QLatin1String("-n") || a == QLatin1String("--requests")) {
            if (!value(&v)) return needValue();
            bool ok = false;
            const qulonglong n = v.toULongLong(&ok);
            if (!ok || n < 1)
                return badValue(QT_TRANSLATE_NOOP("GuiOptions", "a whole number of at least 1"));
            o.requests = n;
        } else if (a == QLatin1String("--warmup")) {
            if (!value(&v)) return needValue();
            double s = 0;
            if (!parseDurationSec(v, &s))
                return badValue(QT_TRANSLATE_NOOP("GuiOptions", "a duration such as 10s, 500ms or 2m"));
            o.warmupSec = s;
        } else if (a == QLatin1String("--timeout")) {
            if (!value(&v)) return needValue();
            double s = 0;
            if (!parseDurationSec(v, &s) || s <= 0)
                return badValue(QT_TRANSLATE_NOOP("GuiOptions", "a duration such as 10s, 500ms or 2m"));
            o.timeoutSec = s;
        } else if (a == QLatin1String("--rate")) {
            if (!value(&v)) return needValue();
            const auto r = bw::parseDecimal(v.toStdString());
            if (!r)
                return badValue(QT_TRANSLATE_NOOP("GuiOptions", "a rate in requests per second"));
            o.rate = *r;
        } else if (a == QLatin1String("--engine")) {
            if (!value(&v)) return needValue();
            auto k = bw::parseEngineKind(v.toStdString());
            if (!k)
                return badValue(QT_TRANSLATE_NOOP("GuiOptions", "auto, native or curl"));
            o.engine = *k;
        } else if (a == QLatin1String("--slo-rps")) {
            if (!value(&v)) return needValue();
            const auto r = bw::parseDecimal(v.toStdString());
            if (!r)
                return badValue(QT_TRANSLATE_NOOP("GuiOptions", "a rate in requests per second"));
            o.sloRps = *r;
        } else if (a == QLatin1String("--slo-p99")) {
            if (!value(&v)) return needValue();
            double s = 0;
            if (!parseDurationSec(v, &s) || s <= 0)
                return badValue(QT_TRANSLATE_NOOP("GuiOptions", "a duration such as 10s, 500ms or 2m"));
            o.sloP99Us = s * 1e6;
        } else if (a == QLatin1String("--language")) {
            if (!value(&v)) return needValue();
            if (v == QLatin1String("system"))
                v.clear();
            else if (v != QLatin1String("en") && v != QLatin1String("ko"))
                return badValue(QT_TRANSLATE_NOOP("GuiOptions", "system, en or ko"));
            o.language = v;
        } else if (a == QLatin1String("--tick-ms")) {
            if (!value(&v)) return needValue();
            bool ok = false;
            const int n = v.toInt(&ok);
            if (!ok || n < 10 || n > 1000)
                return badValue(QT_TRANSLATE_NOOP("GuiOptions", "a period from 10 to 1000 ms"));
            o.tickMs = n;
        } else {
            return failWith(QCoreApplication::translate("GuiOptions", "Unknown option: %1 (see --help)").arg(a));
        }
    }
    if (o.quitAfter && !o.autorun)
        return failWith(QCoreApplication::translate("GuiOptions", "--quit-after needs --autorun."));
    if (o.demo && o.url)
        return failWith(QCoreApplication::translate("GuiOptions", "--demo and --url exclude each other."));
    if (o.durationSec && o.requests)
        return failWith(QCoreApplication::translate("GuiOptions", "--duration and --requests exclude each other."));
    *out = o;
    return true;
}

} // namespace bwui

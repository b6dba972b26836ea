// The "loadChanges" part of benchwork.run/1 (docs/json-schema.md): the live
// changes of a run's load, in order.
#include "result/result_json.h"
#include "result/result_json_detail.h"

namespace bw {

QJsonArray loadChangesToJson(const std::vector<LoadChange>& changes)
{
    QJsonArray a;
    for (const LoadChange& c : changes) {
        QJsonObject o;
        o.insert(QStringLiteral("atSec"), c.atSec);
        o.insert(QStringLiteral("knob"), QString::fromLatin1(loadKnobName(c.knob)));
        o.insert(QStringLiteral("from"), c.from);
        o.insert(QStringLiteral("to"), c.to);
        o.insert(QStringLiteral("source"), QString::fromStdString(c.source));
        a.append(o);
    }
    return a;
}

void detail::readLoadChanges(JsonFieldReader& rd, const QJsonArray& a, const QString& path, std::vector<LoadChange>* out)
{
    for (int i = 0; i < a.size() && rd.ok(); ++i) {
        const QJsonObject o = rd.objectAt(a, path, i);
        const QString p = JsonFieldReader::index(path, i);
        LoadChange c;
        c.atSec = rd.number(o, p, "atSec", 0, true);
        const std::string knob = rd.string(o, p, "knob", {}, true);
        if (!rd.ok())
            break;
        const auto k = parseLoadKnob(knob);
        if (!k) {
            rd.fail(JsonFieldReader::join(p, "knob"), QStringLiteral("expected \"vus\" or \"rate\", got \"%1\"").arg(QString::fromStdString(knob)));
            break;
        }
        c.knob = *k;
        c.from = rd.number(o, p, "from", 0, true);
        c.to = rd.number(o, p, "to", 0, true);
        c.source = rd.string(o, p, "source");
        out->push_back(c);
    }
}

} // namespace bw

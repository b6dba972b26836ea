#include "json_import_util.h"


namespace bw {

double nonNegativeNumber(JsonFieldReader& rd, const QJsonObject& o, const QString& path, const char* key, double def,
                         bool required)
{
    const double v = rd.number(o, path, key, def, required);
    if (v < 0) {
        rd.fail(JsonFieldReader::join(path, key), QStringLiteral("must not be negative"));
        return def;
    }
    return v;
}

} // namespace bw

#include "config_redaction.h"

#include "result/result_json.h"

namespace bw {

LoadConfig redactedConfig(const LoadConfig& config)
{
    // Through the JSON form so the stored copy is redacted by the very rules
    // of the exports (one place decides what a secret is).
    LoadConfig out;
    QString error;
    if (loadConfigFromJson(loadConfigToJson(config, true), &out, &error))
        return out;
    // Cannot happen for a config we wrote ourselves; never fall back to the secrets.
    out = config;
    out.url.clear();
    out.proxy.clear();
    out.headers.clear();
    return out;
}

} // namespace bw

#pragma once
// The copy of a load configuration that may be stored: secret-looking header
// values (isSecretHeaderName) and URL/proxy passwords replaced by
// "<redacted>", exactly as runResultToJson() redacts them. Used before a run
// is saved in the history unless the user asked to keep secrets. Any thread.
#include "engine/load_config.h"

namespace bw {

LoadConfig redactedConfig(const LoadConfig& config);

} // namespace bw

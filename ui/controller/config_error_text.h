#pragma once
// Turns the core's configuration and start-up errors (a field name plus an
// English reason) into a message for the window: the setting's translated
// name, then the reason.
#include "engine/engine.h"
#include "engine/load_config.h"

#include <QString>

namespace bwui {

QString settingDisplayName(const std::string& field);
QString configErrorText(const bw::ConfigError& error);
QString engineErrorText(const bw::EngineError& error);

} // namespace bwui

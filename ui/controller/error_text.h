#pragma once
// The window's text of a core error (bw::Error): the translated sentence of its
// code with its arguments filled in, after the setting's translated name. The
// core makes the English one (bw::Error::text()) from the same template, which
// is also the source text translated here in the context "ErrorText". Errors
// without a code (ErrorCode::Plain) keep their English detail.
#include "util/error.h"

#include <QString>

namespace bwui {

// "Virtual users" for "connections"; any other field through placeText().
QString settingDisplayName(const std::string& field);
// A place in a file as the core names it ('mix.json, request 2 ("b"),
// weight'), its request, variable, flow and step words translated; file
// names, JSON paths and keys as they are.
QString placeText(const std::string& field);
// The translated reason alone: "must be at least 1".
QString errorReason(const bw::Error& error);
// "Virtual users: must be at least 1", or the reason alone without a field.
QString errorText(const bw::Error& error);
// "The run could not start (URL): cannot resolve host ..."
QString startErrorText(const bw::Error& error);

} // namespace bwui

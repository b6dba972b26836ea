#pragma once
// The report figures (formatRps, formatLatencyUs, formatRatio...) live in
// core/util/units.h with the other number formats. This header only keeps
// the include of the CLI's history and suite commands building until their
// move to cli/ lands; new code includes util/units.h.
#include "util/units.h"

#include "imported_run.h"

namespace bw {

ImportedRun importedRunFrom(RunSource source, const char* name)
{
    ImportedRun imp;
    imp.source = source;
    RunResult& r = imp.result;
    r.engineUsed = name;
    r.name = name;
    r.config.method.clear();      // not in any tool's output (wrk: GET unless a script changed it)
    r.config.connections = 0;     // unknown unless the output says
    return imp;
}

} // namespace bw

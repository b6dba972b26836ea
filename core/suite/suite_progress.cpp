#include "suite_progress.h"

namespace bw {

const char* suiteStageName(SuiteStage s)
{
    switch (s) {
    case SuiteStage::Idle: return "idle";
    case SuiteStage::StartingTarget: return "starting target";
    case SuiteStage::Running: return "running";
    case SuiteStage::Cooldown: return "cooldown";
    case SuiteStage::StoppingTarget: return "stopping target";
    case SuiteStage::Finished: return "finished";
    }
    return "idle";
}

} // namespace bw

#include "run_environment.h"

#include "result/environment.h"

#include <curl/curl.h>

namespace bw {

Environment runEnvironment()
{
    static const std::string curl = [] {
        const curl_version_info_data* cv = curl_version_info(CURLVERSION_NOW);
        return std::string(cv && cv->version ? cv->version : "");
    }();
    Environment e = collectEnvironment();
    e.curlVersion = curl;
    return e;
}

} // namespace bw

#pragma once
// A HAR request's body, from its postData (HAR 1.2, 4.4.4): the `text` as it
// is; without text, the body built from `params` as the mimeType says:
// application/x-www-form-urlencoded pairs, or multipart/form-data parts with
// the boundary of the Content-Type (one is picked and added when it names
// none), a param with `fileName` a file part whose bytes are its `value`
// (a data: URL decoded, as k6's HAR dialect writes files) and whose type is
// its `contentType`. `text` wins when both are given (HAR 1.2 says they
// exclude each other). For the HAR importer; Qt Core (JSON), any thread.
#include <QJsonObject>

#include <string>

namespace bw {

struct HarBody {
    std::string body;
    // The Content-Type to send: the request's own header when it has one
    // (with a boundary added if it needed one), else postData's mimeType;
    // "" when neither gives one.
    std::string contentType;
    bool paramsIgnored = false;   // params given beside a text: the text is sent
    bool boundaryAdded = false;   // multipart without a boundary: one picked
};

// `headerType`: the value of the request's Content-Type header, "" if none.
// false and *why ("params[2]: the data: URL's base64 does not decode": the
// param, a colon, the reason) when a file's data cannot be read.
bool harBody(const QJsonObject& postData, const std::string& headerType, HarBody* out, std::string* why);

// The value of a Content-Type's parameter ("boundary"), unquoted; "" when absent.
std::string contentTypeParameter(const std::string& contentType, const std::string& name);

} // namespace bw

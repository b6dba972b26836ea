#include "journey_test_server.h"

#include <poll.h>
#include <sys/socket.h>

namespace bwtest {

namespace {

std::string headerValue(const std::string& head, const std::string& lowerName)
{
    size_t at = head.find("\r\n");
    while (at != std::string::npos && at + 2 < head.size()) {
        const size_t end = head.find("\r\n", at + 2);
        const std::string line = head.substr(at + 2, end == std::string::npos ? std::string::npos : end - at - 2);
        const size_t colon = line.find(':');
        if (colon != std::string::npos) {
            std::string name = line.substr(0, colon);
            for (char& c : name)
                c = char(std::tolower((unsigned char)c));
            if (name == lowerName) {
                size_t v = colon + 1;
                while (v < line.size() && line[v] == ' ')
                    ++v;
                return line.substr(v);
            }
        }
        at = end;
    }
    return {};
}

std::string response(int status, const std::string& body, const std::string& extra = {})
{
    return "HTTP/1.1 " + std::to_string(status) + (status == 200 ? " OK" : " Error") + "\r\nContent-Type: application/json\r\n" + extra
           + "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body;
}

} // namespace

void JourneyTestServer::violation(const std::string& what)
{
    violations_.fetch_add(1);
    std::lock_guard<std::mutex> lk(mutex_);
    if (firstViolation_.empty())
        firstViolation_ = what;
}

void JourneyTestServer::serveConnection(int fd)
{
    const uint64_t conn = nextConn_.fetch_add(1);
    std::string in;
    char buf[16384];
    while (!stopping()) {
        size_t headerEnd;
        while ((headerEnd = in.find("\r\n\r\n")) == std::string::npos) {
            pollfd p{fd, POLLIN, 0};
            const int pr = ::poll(&p, 1, 100);
            if (stopping())
                goto done;
            if (pr <= 0)
                continue;
            const ssize_t n = ::recv(fd, buf, sizeof buf, 0);
            if (n <= 0)
                goto done;
            in.append(buf, size_t(n));
        }
        {
            const std::string head = in.substr(0, headerEnd + 2);
            const std::string lengthText = headerValue(head, "content-length");
            const size_t bodyLen = lengthText.empty() ? 0 : std::stoul(lengthText);
            while (in.size() < headerEnd + 4 + bodyLen) {
                const ssize_t n = ::recv(fd, buf, sizeof buf, 0);
                if (n <= 0)
                    goto done;
                in.append(buf, size_t(n));
            }
            const std::string whole = in.substr(0, headerEnd + 4 + bodyLen);
            in.erase(0, headerEnd + 4 + bodyLen);
            if (whole.find("{{") != std::string::npos)
                violation("a request carried a literal {{: " + head.substr(0, head.find("\r\n")));
            const size_t sp = head.find(' ');
            const std::string method = head.substr(0, sp);
            const std::string path = head.substr(sp + 1, head.find(' ', sp + 1) - sp - 1);
            const std::string auth = headerValue(head, "authorization");
            const std::string token = auth.rfind("Bearer ", 0) == 0 ? auth.substr(7) : std::string();
            if (!headerValue(head, "cookie").empty())
                withCookie_.fetch_add(1);
            std::string out;
            if (method == "POST" && path == "/login") {
                logins_.fetch_add(1);
                const std::string t = "t" + std::to_string(nextToken_.fetch_add(1)) + "x" + std::to_string(conn);
                {
                    std::lock_guard<std::mutex> lk(mutex_);
                    tokenConn_[t] = conn;
                }
                out = response(200, "{\"token\":\"" + t + "\",\"user\":\"u\"}", "Set-Cookie: sid=" + t + "; Path=/\r\n");
            } else {
                bool mine = false;
                {
                    std::lock_guard<std::mutex> lk(mutex_);
                    auto it = tokenConn_.find(token);
                    mine = it != tokenConn_.end() && (it->second == conn || !perConnection_.load());
                }
                if (!mine) {
                    violation("token \"" + token + "\" was not issued to this user (" + path + ")");
                    out = response(401, "{\"error\":\"unauthorized\"}");
                } else if (method == "GET" && path == "/items") {
                    const uint64_t n = listings_.fetch_add(1) + 1;
                    std::string body = "{\"items\":[";
                    std::set<uint64_t> ids;
                    if (emptyEvery_ > 0 && n % uint64_t(emptyEvery_) == 0) {
                        empty_.fetch_add(1);
                    } else {
                        for (int i = 0; i < 5; ++i) {
                            const uint64_t id = nextId_.fetch_add(1);
                            ids.insert(id);
                            body += (i ? "," : "") + std::string("{\"id\":") + std::to_string(id) + ",\"name\":\"n\"}";
                        }
                    }
                    body += "]}";
                    {
                        std::lock_guard<std::mutex> lk(mutex_);
                        listed_[token] = ids;
                    }
                    out = response(200, body);
                } else if (method == "GET" && path.rfind("/items/", 0) == 0) {
                    const uint64_t n = items_.fetch_add(1) + 1;
                    const std::string idText = path.substr(7);
                    bool listed = false;
                    {
                        std::lock_guard<std::mutex> lk(mutex_);
                        const auto& ids = listed_[token];
                        listed = !idText.empty() && idText.find_first_not_of("0123456789") == std::string::npos
                                 && ids.count(std::stoull(idText)) > 0;
                    }
                    if (!listed) {
                        violation("id " + idText + " was not listed to token " + token);
                        out = response(404, "{\"error\":\"not listed\"}");
                    } else if (failEvery_ > 0 && n % uint64_t(failEvery_) == 0) {
                        failed_.fetch_add(1);
                        out = response(500, "{\"error\":\"injected\"}");
                    } else {
                        out = response(200, "{\"id\":" + idText + "}");
                    }
                } else {
                    out = response(404, "{\"error\":\"no route\"}");
                }
            }
            if (!sendAllBytes(fd, out))
                goto done;
        }
    }
done:
    releaseConnection(fd);
}

} // namespace bwtest

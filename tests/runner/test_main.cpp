// The test registry of test_main.h and the main() of every test program:
// `PROGRAM NAME [QtTest arguments]` runs the test file NAME (tst_error),
// `PROGRAM` alone lists the files it holds.
#include "test_main.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

namespace bwtest {
namespace {

struct Entry {
    std::string name;
    TestRunner run;
};

std::vector<Entry>& registry()
{
    static std::vector<Entry> entries;
    return entries;
}

std::string& selected()
{
    static std::string name;
    return name;
}

// "/x/tests/tst_error.cpp" -> "tst_error"
std::string baseName(const char* path)
{
    std::string s(path);
    const auto slash = s.find_last_of("/\\");
    if (slash != std::string::npos)
        s.erase(0, slash + 1);
    const auto dot = s.find('.');
    if (dot != std::string::npos)
        s.erase(dot);
    return s;
}

void listTests(std::FILE* to, const char* program)
{
    std::vector<std::string> names;
    for (const Entry& e : registry())
        names.push_back(e.name);
    std::sort(names.begin(), names.end());
    std::fprintf(to, "usage: %s TEST [QtTest arguments...]; its %zu tests:\n", program, names.size());
    for (const std::string& n : names)
        std::fprintf(to, "  %s\n", n.c_str());
}

}  // namespace

bool registerTest(const char* sourceFile, TestRunner run)
{
    registry().push_back({baseName(sourceFile), run});
    return true;
}

QStringList selfArguments()
{
    return {QString::fromStdString(selected())};
}

}  // namespace bwtest

int main(int argc, char** argv)
{
    using bwtest::registry;
    if (argc < 2 || argv[1][0] == '-') {
        bwtest::listTests(argc < 2 ? stdout : stderr, argv[0]);
        return argc < 2 ? 0 : 2;
    }
    const auto it = std::find_if(registry().begin(), registry().end(),
                                 [&](const bwtest::Entry& e) { return e.name == argv[1]; });
    if (it == registry().end()) {
        std::fprintf(stderr, "%s: no test named '%s' in this program\n", argv[0], argv[1]);
        bwtest::listTests(stderr, argv[0]);
        return 2;
    }
    bwtest::selected() = it->name;
    // The test sees its arguments as if it were its own program: NAME is dropped.
    std::vector<char*> args;
    args.push_back(argv[0]);
    for (int i = 2; i < argc; ++i)
        args.push_back(argv[i]);
    args.push_back(nullptr);
    return it->run(int(args.size()) - 1, args.data());
}

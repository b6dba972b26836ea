#pragma once
// The CLI's --var shorthand for one variable of a request set:
//   id=random:1:300       page=sequence:1:10      kind=choice:a,b,c
//   rid=uuid              user=file:users.csv:id  user=file:users.csv:id:sequence
// (a data file with one column may leave the column out). Any thread.
#include "engine/request/request_set.h"
#include "util/error.h"

#include <string>

namespace bw {

// The variable, its data file read; or a Plain error without a field naming
// the problem ("expected NAME=KIND:..., got 'x'", "unknown kind 'rand'
// (random, sequence, choice, uuid, file)", "lo 5 is above hi 1", the data
// file's own error).
Result<RequestVariable> parseVarSpec(const std::string& spec);
// The shorthand of `v` without its name ("random:1:300", "file:/d/users.csv:id:sequence"),
// which parseVarSpec() reads back (a choice holding a ',' excepted): the window's variables table.
std::string varSpecText(const RequestVariable& v);

} // namespace bw

# Script mode (cmake -P): writes a section-1 manual page from a program's own
# --help texts, so the page says what the program says and cannot drift.
#   -DPROGRAM=path     the built program
#   -DNAME=name        its installed name
#   -DSUMMARY=text     the one line after NAME
#   -DSECTIONS=a;b|c   further --help texts to include: "run" is
#                      "PROGRAM run --help", "history|list" "PROGRAM history list --help"
#   -DVERSION= -DDATE= -DSEE_ALSO=a;b -DDOCS=dir -DOUT=file
cmake_minimum_required(VERSION 3.20)
foreach(v PROGRAM NAME SUMMARY VERSION DATE OUT)
  if(NOT DEFINED ${v})
    message(FATAL_ERROR "help_to_man.cmake: -D${v}= is missing")
  endif()
endforeach()

# roff: a backslash is \e, a minus is \- (options copy as typed), and a line
# that starts with . or ' would be a request: \& keeps it text.
function(roff_text in out)
  string(REPLACE "\\" "\\e" t "${in}")
  string(REPLACE "-" "\\-" t "${t}")
  string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" t "${t}")
  set(${out} "${t}" PARENT_SCOPE)
endfunction()

function(help_of args out)
  execute_process(COMMAND ${CMAKE_COMMAND} -E env QT_QPA_PLATFORM=offscreen "${PROGRAM}" ${args} --help
                  OUTPUT_VARIABLE text ERROR_QUIET RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0 OR text STREQUAL "")
    message(FATAL_ERROR "help_to_man.cmake: '${PROGRAM} ${args} --help' failed (exit ${rc}) or printed nothing")
  endif()
  string(STRIP "${text}" text)
  roff_text("${text}" text)
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

string(TOUPPER "${NAME}" upper)
roff_text("${NAME}" name_r)
roff_text("${SUMMARY}" summary_r)
help_of("" main)
set(page ".TH ${upper} 1 \"${DATE}\" \"Benchwork ${VERSION}\" \"User Commands\"\n")
string(APPEND page ".SH NAME\n${name_r} \\- ${summary_r}\n")
string(APPEND page ".SH DESCRIPTION\n.nf\n${main}\n.fi\n")
if(SECTIONS)
  string(APPEND page ".SH COMMANDS\n")
  foreach(s ${SECTIONS})
    string(REPLACE "|" ";" args "${s}")
    string(REPLACE "|" " " title "${s}")
    help_of("${args}" text)
    string(APPEND page ".SS \"${name_r} ${title}\"\n.nf\n${text}\n.fi\n")
  endforeach()
endif()
if(DOCS)
  roff_text("${DOCS}" docs_r)
  string(APPEND page ".SH FILES\n.TP\n.I ${docs_r}\nthe full documentation (README.md and docs/)\n")
endif()
if(SEE_ALSO)
  string(APPEND page ".SH SEE ALSO\n")
  set(first TRUE)
  foreach(p ${SEE_ALSO})
    roff_text("${p}" p_r)
    if(first)
      set(first FALSE)
      string(APPEND page ".BR ${p_r} (1)")
    else()
      string(APPEND page ",\n.BR ${p_r} (1)")
    endif()
  endforeach()
  string(APPEND page "\n")
endif()
file(WRITE "${OUT}" "${page}")

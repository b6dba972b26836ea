# Manual pages for the four programs (Linux packages), written at build
# time from each program's own --help texts (cmake/help_to_man.cmake) and
# compressed as Debian wants them (gzip -9n: no name or time stamp inside).
set(man ${CMAKE_BINARY_DIR}/packaging/man)
set(benchwork_man_pages "")
set(benchwork_doc_dir ${CMAKE_INSTALL_FULL_DATADIR}/benchwork)
function(benchwork_man_page target summary sections)
  set(page ${man}/${target}.1)
  set(others benchwork benchwork-cli benchwork-cli-load benchwork-target)
  list(REMOVE_ITEM others ${target})
  add_custom_command(OUTPUT ${page}.gz
    COMMAND ${CMAKE_COMMAND} -E make_directory ${man}
    COMMAND ${CMAKE_COMMAND} "-DPROGRAM=$<TARGET_FILE:${target}>" -DNAME=${target} "-DSUMMARY=${summary}"
            "-DSECTIONS=${sections}" -DVERSION=${PROJECT_VERSION} -DDATE=${BENCHWORK_RELEASE_DATE}
            "-DSEE_ALSO=${others}" -DDOCS=${benchwork_doc_dir} -DOUT=${page}
            -P ${PROJECT_SOURCE_DIR}/cmake/help_to_man.cmake
    COMMAND ${BENCHWORK_GZIP} -9 -n -f ${page}
    DEPENDS ${target} ${PROJECT_SOURCE_DIR}/cmake/help_to_man.cmake
    COMMENT "Manual page ${target}(1) from its --help"
    VERBATIM)
  set(benchwork_man_pages ${benchwork_man_pages} ${page}.gz PARENT_SCOPE)
endfunction()

benchwork_man_page(benchwork "HTTP benchmark workbench: live charts, SLO verdicts, a run history" "")
benchwork_man_page(benchwork-cli "HTTP load tests, suites and the run history from the command line"
  "run;ab;target;suite;merge;history;history|list;history|show;history|compare;history|trend;history|export;history|import;history|delete;history|tag;history|edit")
benchwork_man_page(benchwork-cli-load "The commands of benchwork-cli that load a target (benchwork-cli runs it for them)"
  "run;ab;target;suite;merge;capacity;sweep")
benchwork_man_page(benchwork-target "Benchwork's built-in demo HTTP server" "")
add_custom_target(benchwork_man_pages ALL DEPENDS ${benchwork_man_pages})
install(FILES ${benchwork_man_pages} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)

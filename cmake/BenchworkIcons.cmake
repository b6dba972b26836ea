# The application icon, rendered at build time from resources/icons/benchwork.svg
# (the one drawing) with rsvg-convert (Debian: librsvg2-bin; Homebrew: librsvg):
#   Linux: the hicolor theme sizes, build/icons/hicolor/NxN/apps/benchwork.png
#          (target benchwork_hicolor_icons, part of `all`), installed by
#          cmake/BenchworkInstall.cmake with the SVG as the scalable one.
#   macOS: build/icons/benchwork.icns from an .iconset by iconutil, put into
#          the bundle's Resources by benchwork_add_icns(benchwork).
find_program(BENCHWORK_RSVG_CONVERT rsvg-convert)
if(NOT BENCHWORK_RSVG_CONVERT)
  message(FATAL_ERROR "rsvg-convert was not found: it renders the application icon from resources/icons/benchwork.svg. "
                      "Install it with scripts/install-deps.sh (Debian: librsvg2-bin, Homebrew: librsvg).")
endif()
set(BENCHWORK_ICON_SVG ${PROJECT_SOURCE_DIR}/resources/icons/benchwork.svg)
set(BENCHWORK_ICON_DIR ${CMAKE_BINARY_DIR}/icons)
set(BENCHWORK_HICOLOR_SIZES 16 22 24 32 48 64 128 256 512)

# One PNG of `size` x `size` pixels at `out`.
function(benchwork_render_icon out size)
  get_filename_component(dir ${out} DIRECTORY)
  add_custom_command(OUTPUT ${out}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${dir}
    COMMAND ${BENCHWORK_RSVG_CONVERT} -w ${size} -h ${size} -a -o ${out} ${BENCHWORK_ICON_SVG}
    DEPENDS ${BENCHWORK_ICON_SVG}
    COMMENT "Rendering the icon at ${size} px"
    VERBATIM)
endfunction()

if(NOT APPLE)
  set(pngs "")
  foreach(size ${BENCHWORK_HICOLOR_SIZES})
    set(png ${BENCHWORK_ICON_DIR}/hicolor/${size}x${size}/apps/benchwork.png)
    benchwork_render_icon(${png} ${size})
    list(APPEND pngs ${png})
  endforeach()
  add_custom_target(benchwork_hicolor_icons ALL DEPENDS ${pngs})
endif()

# macOS: adds build/icons/benchwork.icns to `target`'s bundle Resources
# (Info.plist's CFBundleIconFile). Called from the target's own directory,
# where the custom command must live to be part of the target.
function(benchwork_add_icns target)
  find_program(BENCHWORK_ICONUTIL iconutil)
  if(NOT BENCHWORK_ICONUTIL)
    message(FATAL_ERROR "iconutil was not found: it makes benchwork.icns (it comes with macOS and Xcode's command line tools)")
  endif()
  set(iconset ${BENCHWORK_ICON_DIR}/benchwork.iconset)
  set(pngs "")
  # Apple's iconset names: icon_<points>x<points>[@2x].png
  foreach(points 16 32 128 256 512)
    math(EXPR double "${points} * 2")
    benchwork_render_icon(${iconset}/icon_${points}x${points}.png ${points})
    benchwork_render_icon(${iconset}/icon_${points}x${points}@2x.png ${double})
    list(APPEND pngs ${iconset}/icon_${points}x${points}.png ${iconset}/icon_${points}x${points}@2x.png)
  endforeach()
  set(icns ${BENCHWORK_ICON_DIR}/benchwork.icns)
  add_custom_command(OUTPUT ${icns}
    COMMAND ${BENCHWORK_ICONUTIL} --convert icns --output ${icns} ${iconset}
    DEPENDS ${pngs}
    COMMENT "Making benchwork.icns"
    VERBATIM)
  target_sources(${target} PRIVATE ${icns})
  set_source_files_properties(${icns} PROPERTIES MACOSX_PACKAGE_LOCATION Resources)
endfunction()

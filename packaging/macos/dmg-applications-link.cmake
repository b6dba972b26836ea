# CPack DragNDrop pre-build script (cmake/BenchworkPackage.cmake): adds the
# Applications link beside Benchwork.app in the staged disk image.
file(CREATE_LINK /Applications "${CPACK_TEMPORARY_INSTALL_DIRECTORY}/Applications" SYMBOLIC)

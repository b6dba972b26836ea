// Shared helpers for the QtTest executables (see the headers in this folder).

// The suite's memory check: scripts/memcheck.sh runs the inputs of this
// directory, and a sample of the other lit inputs, through the driver under
// valgrind, so that a memory error that does not crash (a read past a buffer,
// a use of uninitialised or freed memory) fails this test. It takes about two
// minutes on two cores.
// REQUIRES: valgrind
// RUN: %S/../../scripts/memcheck.sh --driver %async-opt 2>&1 | %FileCheck %s --implicit-check-not=memcheck:
// CHECK: memcheck: {{[0-9]+}} runs in {{[0-9]+}} s, 0 with memory errors, crashes or time-outs
